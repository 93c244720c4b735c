import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, lockFileOf } from './claim-data-dir';

describe('claimDataDir', () => {
  let dir: string;
  let dataDir: string;
  let other: ChildProcess | undefined;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'claim-data-dir-'));
    dataDir = path.join(dir, 'pglite');
  });
  afterEach(() => {
    other?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('claims a free directory for this process and releases it', () => {
    const release = claimDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
    expect(() => claimDataDir(dataDir)()).not.toThrow(); // this process again: allowed, releases nothing
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('refuses a directory another running process holds, naming that process', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await new Promise((resolve) => other!.once('spawn', resolve));
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    expect(() => claimDataDir(dataDir)).toThrow(`is open in process ${other.pid}`);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(other.pid));
  });

  it.each([
    [
      'an ended process',
      async () => {
        const ended = spawn(process.execPath, ['-e', '']);
        await new Promise((resolve) => ended.once('exit', resolve));
        return String(ended.pid);
      },
    ],
    ['an unreadable lock', async () => 'not a pid'],
  ])('takes over a lock left by %s', async (_name, contents) => {
    writeFileSync(lockFileOf(dataDir), await contents());
    const release = claimDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
