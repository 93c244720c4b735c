import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { keepOwnerOnly } from './owner-only';

const modeOf = (file: string) => statSync(file).mode & 0o777;

function allModes(dir: string): Map<string, number> {
  const modes = new Map<string, number>([[dir, modeOf(dir)]]);
  const walk = (at: string) => {
    if (!statSync(at).isDirectory()) return;
    for (const entry of readdirSync(at)) {
      const full = path.join(at, entry);
      modes.set(full, modeOf(full));
      walk(full);
    }
  };
  walk(dir);
  return modes;
}

const umask = process.umask();
let root: string;
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('keepOwnerOnly', () => {
  it('makes what an older version left 0700/0600, and what is created later too, under umask 000', () => {
    process.umask(0);
    root = mkdtempSync(path.join(tmpdir(), 'owner-only-'));
    const data = path.join(root, 'data');
    mkdirSync(path.join(data, 'mail'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(data, 'mail', 'lead.eml'), 'x', { mode: 0o666 });
    keepOwnerOnly(data);
    writeFileSync(path.join(data, 'mail', 'later.eml'), 'y');
    mkdirSync(path.join(data, 'media'));
    expect(Object.fromEntries(allModes(data))).toEqual({
      [data]: 0o700,
      [path.join(data, 'mail')]: 0o700,
      [path.join(data, 'mail', 'lead.eml')]: 0o600,
      [path.join(data, 'mail', 'later.eml')]: 0o600,
      [path.join(data, 'media')]: 0o700,
    });
  });

  it('leaves every file of a new PGlite database owner-only, under umask 000', async () => {
    process.umask(0);
    root = mkdtempSync(path.join(tmpdir(), 'owner-only-'));
    const handle = await openDatabase(path.join(root, 'data', 'pglite'));
    await handle.close();
    const loose = [...allModes(path.join(root, 'data'))].filter(([, mode]) => (mode & 0o077) !== 0);
    expect(loose).toEqual([]);
  }, 60_000);
});
