// The demo sites seeded once per journey run and copied into each journey server's data directory: seeding takes
// about 19 s and 30 CPU-seconds here, a copy well under one. Whoever asks first (npm test while it builds, or the
// first journey server) seeds; the others wait for it.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { runCapturing } from './run.mjs';

const SEEDING_TIMEOUT_MS = 240_000;
const POLL_MS = 200;

/**
 * `npm run demo` into `dataDir` on PGlite, as the journey servers run; its table of sites and cars is kept (npm test
 * seeds while other checks print) and shown in full if it fails. Resolves to its "Seeded …" line.
 */
async function seedDemoSites(dataDir) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORECOURT_MODE: 'demo', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { ok, output, failure } = await runCapturing('npx', ['tsx', 'scripts/demo.ts'], { env });
  if (!ok) throw new Error(`${failure}\n${output}`);
  return output.match(/^Seeded .*$/m)?.[0] ?? 'Seeded the demo sites.';
}

/**
 * The run's template: `root` holds it (.e2e-data); `seed` fills a directory (the demo seed; tests give another).
 * Every process of the run that uses the same id and root shares one template.
 */
function template(runId, { root = path.resolve('.e2e-data'), seed = seedDemoSites } = {}) {
  const dir = path.join(root, `seeded-${runId}`);
  return {
    root,
    seed,
    dir,
    done: path.join(dir, '.seeded'),
    failed: path.join(root, `seeded-${runId}.failed`),
    lock: path.join(root, `seeded-${runId}.lock`),
  };
}

/**
 * Seeds this run's template, unless another process has begun to; resolves once the template is complete, to a line
 * saying what was seeded. The seeding process clears earlier runs' templates.
 */
export async function seedDemoTemplate(runId, options) {
  const t = template(runId, options);
  mkdirSync(t.root, { recursive: true });
  if (!claim(t.lock)) {
    await waitFor(t);
    return 'The demo sites were seeded for this run already.';
  }
  for (const name of readdirSync(t.root)) {
    if (name.startsWith('seeded-') && !name.startsWith(`seeded-${runId}`))
      rmSync(path.join(t.root, name), { recursive: true, force: true });
  }
  try {
    const seeded = await t.seed(t.dir);
    writeFileSync(t.done, '');
    return seeded;
  } catch (error) {
    writeFileSync(t.failed, String(error));
    throw error;
  }
}

/**
 * The demo sites in `dataDir` for a server of the journeys or the reliability check: a copy of the run's template
 * under npm test (E2E_RUN_ID set), else seeded there. Resolves to a line saying which.
 */
export function demoSitesInto(dataDir) {
  const runId = process.env.E2E_RUN_ID;
  return runId ? copyDemoTemplate(runId, dataDir) : seedDemoSites(dataDir);
}

/** Makes `dataDir` a copy of this run's seeded template, seeding it first if nobody has. */
export async function copyDemoTemplate(runId, dataDir, options) {
  const seeded = await seedDemoTemplate(runId, options);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template(runId, options).dir, dataDir, { recursive: true });
  rmSync(path.join(dataDir, '.seeded'));
  return `${seeded} Copied to ${dataDir}.`;
}

/** Whether this process is the one to seed: making a directory is atomic, so one process wins. */
function claim(lock) {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(t) {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  while (!existsSync(t.done)) {
    if (existsSync(t.failed)) throw new Error('Seeding the demo sites failed (see its output above).');
    if (Date.now() > deadline)
      throw new Error(`The demo sites were not seeded within ${SEEDING_TIMEOUT_MS} ms.`);
    await delay(POLL_MS);
  }
}
