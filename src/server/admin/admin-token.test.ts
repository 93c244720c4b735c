import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearerTokenMatches, getAdminToken } from './admin-token';

const token = 'a'.repeat(20) + 'B9';

describe('bearerTokenMatches', () => {
  it.each([
    [`Bearer ${token}`, true],
    [`bearer ${token}`, true],
    [`Bearer  ${token}  `, true],
    [`Bearer ${token}x`, false],
    [`Bearer ${token.slice(0, -1)}`, false],
    [`Basic ${token}`, false],
    [token, false],
    ['Bearer ', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (header, expected) => {
    expect(bearerTokenMatches(header, token)).toBe(expected);
  });

  it('never matches an empty expected token', () => {
    expect(bearerTokenMatches('Bearer x', '')).toBe(false);
  });
});

describe('getAdminToken', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-token-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prefers the configured token', () => {
    const dataDir = tempDir();
    expect(getAdminToken({ token, dataDir })).toBe(token);
    expect(fs.existsSync(path.join(dataDir, 'admin-token'))).toBe(false);
  });

  it('otherwise creates a private random token once and reuses it', () => {
    const dataDir = tempDir();

    const first = getAdminToken({ dataDir });
    const second = getAdminToken({ dataDir });

    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'admin-token')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['admin-token']);
  });
});
