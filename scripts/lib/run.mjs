import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The product's production server (`node SERVE_BIN -p port`: Next's handler behind scripts/serve.mjs), run with this
 * Node so that signals reach the server itself (npx would sit in between).
 */
export const SERVE_BIN = fileURLToPath(new URL('../serve.mjs', import.meta.url));

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
