import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * The arguments that start the product's production server, `next start -p port` on the last build (NEXT_DIST_DIR
 * picks it), for `spawn(process.execPath, …)`: run with this Node so that signals reach the server itself (npx would
 * sit in between).
 */
export function nextStartArgs(port, dir = '.') {
  return [NEXT_BIN, 'start', dir, '-p', String(port)];
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}
