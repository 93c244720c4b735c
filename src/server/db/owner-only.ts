import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Modes of everything under the data directory: leads and their emails are for the app's own user only. */
export const OWNER_ONLY_DIR_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

function restrict(target: string): void {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(target, OWNER_ONLY_DIR_MODE);
    for (const entry of readdirSync(target)) restrict(path.join(target, entry));
  } else {
    chmodSync(target, OWNER_ONLY_FILE_MODE);
  }
}

/**
 * Makes `dir` (created if absent) and everything in it owner-only (0700 directories, 0600 files, whatever
 * an older version or another umask left), and has this process create every later file owner-only
 * (umask 077): PGlite, the mail folder and the media generator take their modes from the umask.
 */
export function keepOwnerOnly(dir: string): void {
  // Worker threads may not change the umask; the processes that write the data directory are main threads.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  restrict(dir);
}
