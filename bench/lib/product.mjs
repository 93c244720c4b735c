import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { startNext } from './servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(root, 'bench/results');

/** A bench's own PGlite data directory for a port (PGlite allows one process per directory). */
export function benchDataDir(port) {
  return path.join(RESULTS_DIR, port === 3200 ? 'data' : `data-${port}`);
}

/** The product's environment for a bench: its own data directory, embedded PGlite (never a DATABASE_URL). */
export function productEnv(port) {
  // PORT: the seeder refuses to run while a server answers on PORT (it would own the data directory).
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: benchDataDir(port),
    PORT: String(port),
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // `next start` sets production itself; the seeder runs as the scripts always do
  return env;
}

/** Seeds the demo sites into the port's data directory unless a previous bench already did (or `reseed`); migrates it. */
export async function seedIfNeeded(port, { reseed = false } = {}) {
  const dataDir = benchDataDir(port);
  const mark = path.join(dataDir, '.bench-seeded');
  if (!reseed && existsSync(mark)) {
    console.log(`Using the seeded data in ${path.relative(root, dataDir)} (--reseed to recreate it).`);
    // `next start` does not migrate: data seeded by an older commit lacks the newer tables (as `npm start` does).
    await run('npx', ['tsx', 'scripts/migrate.ts'], { env: productEnv(port), cwd: root });
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await run('npx', ['tsx', 'scripts/demo.ts'], { env: productEnv(port), cwd: root });
  writeFileSync(mark, new Date().toISOString());
}

/** Builds if the sources changed, seeds if needed, and starts `next start` on the port; answers the server. */
export async function startProduct(port, options = {}) {
  await seedIfNeeded(port, options);
  await ensureBuild();
  return startNext({
    label: 'Forecourt',
    port,
    env: productEnv(port),
    readyUrl: `http://127.0.0.1:${port}/api/health`,
  });
}
