// The go-live journey's own server (tests/e2e/go-live): production mode over an empty PGlite data directory,
// as a dealer group's first run: `npm run setup` makes the platform admin, then `next start`. No demo data and
// no seed code take part.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { nextStartArgs } from './lib/run.mjs';

const port = process.env.PORT ?? '3101';
const dataDir = path.resolve(process.env.E2E_DATA_DIR || `.e2e-data/${port}-production`);
rmSync(dataDir, { recursive: true, force: true });
// Production mode refuses to start without both keys from the environment (src/domain/deploy/production-secrets.ts):
// fixed ones here, as a deployment keeps its own with its other secrets.
const env = {
  DASHBOARD_SIGN_IN_PER_MINUTE: '1000',
  AUTH_SECRET: 'go-live-journey-auth-secret-not-for-production',
  SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 'go-live-journey').toString('base64'),
  ...process.env,
  FORECOURT_MODE: 'production',
  DATA_DIR: dataDir,
  DASHBOARD_HOST: `dashboard.localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;

/** The first admin of the journey (tests/e2e/go-live/first-admin.ts holds the same). */
const admin = {
  email: 'owner@canterburycars.localhost',
  name: 'Olivia Owner',
  password: 'Kea-Paddock-Harbour-31',
};

await new Promise((resolve, reject) => {
  const setup = spawn(
    'npm',
    ['run', '--silent', 'setup', '--', '--email', admin.email, '--name', admin.name, '--password-stdin'],
    { stdio: ['pipe', 'inherit', 'inherit'], env },
  );
  setup.stdin.end(`${admin.password}\n`);
  setup.on('error', reject);
  setup.on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`npm run setup exited with ${code}`)),
  );
});

const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
