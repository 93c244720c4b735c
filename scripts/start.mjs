// `npm start`: migrate the database and seed the demo sites if it is empty, build if the sources changed,
// then serve. The database step runs first because PGlite allows one process per data directory.
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/ensure-build.mjs';
import { nextStartArgs, run } from './lib/run.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = process.env.PORT ?? '3000';

await run('npx', ['tsx', 'scripts/seed.ts', '--if-empty']);
await ensureBuild();

console.log(`\nForecourt is starting on port ${port}. Demo sites:`);
for (const slug of ['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors']) {
  console.log(`  http://${slug}.localhost:${port}`);
}
const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
