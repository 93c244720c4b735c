import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock beside a PGlite data directory: `data/pglite` is claimed by `data/pglite.lock`. */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A process killed with SIGKILL stays a zombie until its parent reaps it, and kill(pid, 0) still finds it;
 * it holds nothing open any more. Linux tells from /proc/<pid>/stat (state Z or X after the command name).
 */
function isZombie(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const text = readFileSync(stat, 'utf8');
    const state = text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** How long a claim waits for a holder to end before refusing. */
const HOLDER_GRACE_MS = 3000;

/**
 * Claims a PGlite data directory for this process, or throws naming the process that holds it. PGlite is one
 * process per directory and takes no lock of its own: a second process (a script run beside the server on
 * another PORT) would write behind the server's back, and the server would never see its rows. A lock left
 * by a process that has ended is taken over. Answers the release, which close() calls.
 */
export async function claimDataDir(dataDir: string, graceMs = HOLDER_GRACE_MS): Promise<() => void> {
  const lockFile = lockFileOf(dataDir);
  const deadline = Date.now() + graceMs;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        if (Date.now() < deadline) {
          // A holder that was just killed (a restart right after SIGKILL) is gone within moments.
          await new Promise((resolve) => setTimeout(resolve, 100));
          attempt--;
          continue;
        }
        throw new Error(
          `The database in ${path.relative(process.cwd(), dataDir) || dataDir} is open in process ${holder} ` +
            '(the app server, or another script): PGlite allows one process per data directory. Stop that ' +
            'process, or run the command with the PORT of the running server so it goes through its API. ' +
            `If no such process is running, delete ${lockFile}.`,
        );
      }
      rmSync(lockFile, { force: true }); // left by a process that has ended
    }
  }
  throw new Error(`Could not claim ${dataDir}: another process claimed it at the same moment.`);
}
