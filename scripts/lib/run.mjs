import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const SERVE_STANDALONE = path.join(import.meta.dirname, 'serve-standalone.mjs');

/**
 * The arguments that start the product's production server, the standalone `server.js` of the last build
 * (NEXT_DIST_DIR picks it; scripts/lib/serve-standalone.mjs) on `port`, for `spawn(process.execPath, …)`: run with
 * this Node so that signals reach the server itself (npx would sit in between). Another app's `dir` (the
 * benchmarks' baseline, built without `output: 'standalone'`) is served by `next start`.
 */
export function nextStartArgs(port, dir = '.') {
  if (path.resolve(dir) !== process.cwd()) return [NEXT_BIN, 'start', dir, '-p', String(port)];
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  return [SERVE_STANDALONE, path.resolve(distDir, 'standalone'), String(port)];
}

/**
 * `nice`: the child's CPU niceness (0, the default, to 19), which the processes it starts inherit. npm test runs the
 * checks that wait on nobody a little below the journeys, whose chain sets the suite's length (scripts/test.mjs).
 */
function spawnNiced(command, args, { nice = 0, ...options }) {
  const child = spawn(command, args, options);
  if (nice && child.pid) setPriority(child.pid, nice);
  return child;
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnNiced(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Runs a command with its output (stdout and stderr together) kept rather than shown: for commands run side by side,
 * whose output would interleave. Resolves to `{ ok, output }`; never rejects for a non-zero exit.
 */
export function runCapturing(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnNiced(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        output: Buffer.concat(chunks).toString('utf8'),
        failure: code === 0 ? undefined : `${command} ${args.join(' ')} exited with ${code ?? signal}`,
      }),
    );
  });
}
