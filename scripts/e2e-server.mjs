// The server the journeys run against: a fresh PGlite data directory with the demo sites, then `next start`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const dataDir = path.resolve('.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' };
delete env.DATABASE_URL;

await run('npx', ['tsx', 'scripts/seed.ts'], { env });
const server = spawn('npx', ['next', 'start', '-p', process.env.PORT ?? '3100'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
