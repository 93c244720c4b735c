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

  it('claims a directory whose holder ends within the grace period', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 200)']);
    await new Promise((resolve) => other!.once('spawn', resolve));
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    const release = await claimDataDir(dataDir, 5000);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('claims a free directory for this process and releases it', async () => {
    const release = await claimDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
    (await claimDataDir(dataDir))(); // this process again: allowed, releases nothing
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('refuses a directory another running process holds, naming that process', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await new Promise((resolve) => other!.once('spawn', resolve));
    writeFileSync(lockFileOf(dataDir), String(other.pid));
    const started = Date.now();
    await expect(claimDataDir(dataDir, 300)).rejects.toThrow(`is open in process ${other.pid}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300); // it waited for the holder to end first
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
    const release = await claimDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
