// The server the journeys run against: a fresh PGlite data directory with the demo sites, then `next start` (the production server).
// With E2E_RUN_ID (playwright.config.ts sets it), the data directory is a copy of the demo sites seeded once for the
// run (lib/demo-seed-template.mjs); without it, they are seeded here.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { demoSitesInto } from './lib/demo-seed-template.mjs';
import { nextStartArgs } from './lib/run.mjs';

const port = process.env.PORT ?? '3100';
const dataDir = path.resolve(process.env.E2E_DATA_DIR || `.e2e-data/${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Every journey signs in to the dashboard from 127.0.0.1, dozens a minute: the per-client allowance (20 a minute by
// default) is raised here; the limit itself is tested in src/features/dashboard-auth/post-sign-in.db.test.ts.
const env = {
  DASHBOARD_SIGN_IN_PER_MINUTE: '1000',
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  FORECOURT_MODE: 'demo',
};
delete env.DATABASE_URL;

console.log(await demoSitesInto(dataDir));
const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
