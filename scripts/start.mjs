// `npm start`: build if the sources changed (the build never reads data), then the database step (migrate; in demo
// mode seed the demo sites into an empty database), then serve. The database step ends before the server starts
// because PGlite allows one process per data directory.
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/ensure-build.mjs';
import { nextStartArgs, run } from './lib/run.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// SIGTERM is the app's to handle (src/server/shutdown): it drains requests and jobs before closing the database.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
const port = process.env.PORT ?? '3000';

await ensureBuild();
try {
  await run('npx', ['tsx', 'scripts/start-database.ts']);
} catch {
  // The database step has said why (pending migrations on PostgreSQL, the data directory in use…).
  process.exit(1);
}

console.log(`\nForecourt is starting on port ${port}.`);
const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
