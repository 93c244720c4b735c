// The demo sites seeded once per journey run and copied into each journey server's data directory: seeding takes
// about 19 s and 30 CPU-seconds here, a copy well under one. Whoever asks first (npm test while it builds, or the
// first journey server) seeds; the others wait for it.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { runCapturing } from './run.mjs';

const ROOT = path.resolve('.e2e-data');
const SEEDING_TIMEOUT_MS = 240_000;
const POLL_MS = 200;

const templateDir = (runId) => path.join(ROOT, `seeded-${runId}`);
const doneMark = (runId) => path.join(templateDir(runId), '.seeded');
const failedMark = (runId) => path.join(ROOT, `seeded-${runId}.failed`);
const lockDir = (runId) => path.join(ROOT, `seeded-${runId}.lock`);

/**
 * Seeds the demo sites into this run's template directory (PGlite, as the journey servers run), unless another
 * process has begun to; resolves once the template is complete, to a line saying what was seeded (by this process).
 */
export async function seedDemoTemplate(runId) {
  mkdirSync(ROOT, { recursive: true });
  if (!claim(runId)) {
    await waitForTemplate(runId);
    return 'The demo sites were seeded for this run already.';
  }
  for (const name of readdirSync(ROOT)) {
    if (name.startsWith('seeded-') && !name.startsWith(`seeded-${runId}`))
      rmSync(path.join(ROOT, name), { recursive: true, force: true });
  }
  try {
    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      FORECOURT_MODE: 'demo',
      DATA_DIR: templateDir(runId),
    };
    delete env.DATABASE_URL;
    // Its table of sites and cars is kept: npm test seeds while other checks print. Shown in full if it fails.
    const { ok, output, failure } = await runCapturing('npx', ['tsx', 'scripts/demo.ts'], { env });
    if (!ok) throw new Error(`${failure}\n${output}`);
    writeFileSync(doneMark(runId), '');
    return output.match(/^Seeded .*$/m)?.[0] ?? 'Seeded the demo sites.';
  } catch (error) {
    writeFileSync(failedMark(runId), String(error));
    throw error;
  }
}

/** Makes `dataDir` a copy of this run's seeded template, seeding it first if nobody has. */
export async function copyDemoTemplate(runId, dataDir) {
  const seeded = await seedDemoTemplate(runId);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir(runId), dataDir, { recursive: true });
  rmSync(path.join(dataDir, '.seeded'));
  return `${seeded} Copied to ${dataDir}.`;
}

/** Whether this process is the one to seed: making a directory is atomic, so one process wins. */
function claim(runId) {
  try {
    mkdirSync(lockDir(runId));
    return true;
  } catch {
    return false;
  }
}

async function waitForTemplate(runId) {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  while (!existsSync(doneMark(runId))) {
    if (existsSync(failedMark(runId)))
      throw new Error('Seeding the demo sites failed (see its output above).');
    if (Date.now() > deadline)
      throw new Error(`The demo sites were not seeded within ${SEEDING_TIMEOUT_MS} ms.`);
    await delay(POLL_MS);
  }
}
