// The journeys' servers, started side by side: Playwright starts the entries of its `webServer` list one after
// another, and the go-live server (about 30 s: `npm run setup` on an empty database) waited for the demo servers
// (about 10 s each). E2E_SERVERS (set by playwright.config.ts) lists them as JSON: [{ script, env, health }].
// Prints "journey servers ready" once every health URL answers; ends, with the others, when any of them ends.
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (servers.length === 0) {
  console.error('E2E_SERVERS lists no server');
  process.exit(1);
}

const children = servers.map(({ script, env }) =>
  spawn(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } }),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const [index, child] of children.entries()) {
  child.on('exit', (code, signal) => {
    console.error(`${servers[index].script} (${servers[index].health}) ended with ${code ?? signal}`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code || 1);
  });
}

/** Resolves once the URL answers 2xx; polls every 250 ms (Playwright's own timeout bounds the wait). */
async function answered(url) {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all(servers.map(({ health }) => answered(health)));
console.log('journey servers ready');
