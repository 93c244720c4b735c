// node tests/reliability/standalone-artifact.mjs — the artifact a deployment ships, tested as one would ship it (run by
// `npm test` after the build, as one check; it never builds). Copies the NEXT_DIST_DIR build's standalone folder
// (default .next/standalone) with package.json and package-lock.json twice into a clean temp directory, then:
// - in the first copy, with only the node_modules files Next traced (what the container image holds): runs the
//   compiled migrations (`node scripts/migrate.mjs`) on a fresh embedded data directory and the compiled `setup` (the
//   first admin) on it, and starts `server.js` in production mode without AUTH_SECRET: it must refuse, saying why;
// - in the second, meanwhile, `npm ci --omit=dev` (the production dependencies only; the dev tools npm keeps are
//   removed); then it runs the compiled migrations on a copy of the demo sites, starts `server.js` on STANDALONE_PORT
//   (default 3142) and fetches a dealer site's home page: 200 and the site's own HTML; then a body declared too
//   large gets 413 at once, and a lying body and endless headers get 408 on short request timeouts;
// - with TEST_DATABASE_URL (CI), on a new PostgreSQL database: server.js refuses while migrations are pending, two
//   compiled migrators run at once, then server.js serves the dashboard's sign-in page.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { demoSitesInto } from '../../scripts/lib/demo-seed-template.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { runCapturing } from '../../scripts/lib/run.mjs';
import { sendRaw } from './lib/send-raw.mjs';

const port = Number(process.env.STANDALONE_PORT ?? 3142);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.resolve(distDir, 'standalone');
const site = 'sydney-motor-group';
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const say = (line) => console.log(`${seconds()} s: ${line}`);

for (const file of ['server.js', 'scripts/migrate.mjs']) {
  if (!existsSync(path.join(standalone, file))) {
    console.error(
      `No ${file} in ${standalone}: run \`npm run build\` (with NEXT_DIST_DIR=${distDir}) first.`,
    );
    process.exit(1);
  }
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'fc-standalone-'));
// Two copies: one keeps the traced node_modules (as the image), the other gets `npm ci --omit=dev` meanwhile.
const traced = path.join(tempDir, 'traced');
const installed = path.join(tempDir, 'installed');
const freshData = path.join(tempDir, 'fresh-data');
const demoData = path.join(tempDir, 'demo-data');
// Only what a deployment sets: nothing of the checkout's environment (NODE_OPTIONS, npm's variables) leaks in.
const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  // As the container image sets it. Not 127.0.0.1: Next then takes the proxy's rewrites for another origin (its URLs
  // write 127.0.0.1 as localhost) and proxies them to localhost, where nothing listens (docs/deploy.md).
  HOSTNAME: '0.0.0.0',
  DASHBOARD_HOST: `dashboard.localhost:${port}`,
};
const productionEnv = {
  ...baseEnv,
  FORECOURT_MODE: 'production',
  DATA_DIR: freshData,
  AUTH_SECRET: 'standalone-test-auth-secret-not-for-production',
  SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 'standalone-test').toString('base64'),
};

let server = null;
function stopServer() {
  if (server?.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
function cleanUp() {
  stopServer();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

/** `node <args>` in the copy `app`, given `stdin`; resolves to its output, rejects with it unless it exits 0. */
function node(app, args, env, stdin = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: app, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end(stdin);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`node ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** server.js in a process group of its own, its output kept. */
function startServer(app, env) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: app,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  return child;
}

async function exitOf(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return child.exitCode ?? child.signalCode;
}

async function healthy() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server.js exited with ${server.exitCode}:\n${server.output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server.js did not answer /api/health within 60 s:\n${server.output}`);
}

let demoReady = Promise.resolve();
let installing = Promise.resolve();

/** `npm ci --omit=dev` in the second copy, then what npm keeps of the dev tools removed. */
async function installProductionDependencies() {
  const install = await runCapturing(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: installed, env: { ...baseEnv, npm_config_update_notifier: 'false' } },
  );
  if (!install.ok) throw new Error(`${install.failure}\n${install.output}`);
  // npm keeps better-auth's optional peers (drizzle-kit, vitest and with them tsx and esbuild) under --omit=dev,
  // as the lockfile has them: removed here, so nothing below can lean on a dev tool.
  const devTools = ['tsx', 'typescript', 'esbuild', 'drizzle-kit', 'vitest', '.bin'];
  for (const name of devTools)
    rmSync(path.join(installed, 'node_modules', name), { recursive: true, force: true });
  say(`installed: npm ci --omit=dev done (then removed: ${devTools.join(', ')})`);
}
let dropPostgresDatabase = null;

async function main() {
  // The demo sites for the page (under npm test, a copy of those seeded once for the run), made meanwhile.
  demoReady = demoSitesInto(demoData);
  for (const app of [traced, installed]) {
    cpSync(standalone, app, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(app, file));
  }
  say(`copied ${path.relative('.', standalone)} and the lockfile to ${traced} and ${installed}`);
  installing = installProductionDependencies();

  // With the node_modules files Next traced, and nothing else, as the container image has them.
  say(
    `traced: migrate on a fresh data directory: ${(await node(traced, ['scripts/migrate.mjs'], productionEnv)).trim()}`,
  );
  const admin = await node(
    traced,
    ['scripts/setup.mjs', '--email', 'owner@example.com', '--name', 'Olivia Owner', '--password-stdin'],
    productionEnv,
    'Kea-Paddock-Harbour-31\n',
  );
  say(`traced: setup: ${admin.trim().split('\n')[0]}`);

  const withoutSecret = { ...productionEnv };
  delete withoutSecret.AUTH_SECRET;
  server = startServer(traced, withoutSecret);
  const refused = await exitOf(server, 60_000);
  if (refused !== 1 || !server.output.includes('needs AUTH_SECRET'))
    throw new Error(
      `production mode without AUTH_SECRET: exit ${refused}, expected a refusal:\n${server.output}`,
    );
  say('traced: server.js in production mode without AUTH_SECRET refused to start (exit 1)');

  // As a box installs it: the lockfile's production dependencies.
  await installing;
  await demoReady;
  // Short request timeouts (10 s and 30 s by default), so the slow-request probes below take seconds.
  const demoEnv = {
    ...baseEnv,
    FORECOURT_MODE: 'demo',
    DATA_DIR: demoData,
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
  };
  say(
    `installed: migrate on the demo sites: ${(await node(installed, ['scripts/migrate.mjs'], demoEnv)).trim()}`,
  );
  server = startServer(installed, demoEnv);
  await healthy();
  say(`server.js up on ${port}`);
  const page = await fetchSite(`http://${site}.localhost:${port}/`);
  const html = await page.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (page.status !== 200 || !html.startsWith('<!DOCTYPE html>') || !/Sydney Motor Group/.test(html))
    throw new Error(
      `${site}'s home page: ${page.status}, ${html.slice(0, 300)}\n${server.output.slice(-3000)}`,
    );
  say(`GET http://${site}.localhost:${port}/ → 200, ${html.length} bytes of HTML, title "${title}"`);
  await refusesSlowAndLyingRequests();
  stopServer();
  await exitOf(server, 10_000);
  if (process.env.TEST_DATABASE_URL) await onPostgres(process.env.TEST_DATABASE_URL);
  return true;
}

/**
 * What a deployment's server.js does with requests that would hold a connection (issue 44): a body declared over
 * the route's limit gets 413 before any of it is read; a declared body that stops arriving gets 408 once
 * REQUEST_TIMEOUT_MS (2 s here) has passed; headers that never end get 408 after HEADERS_TIMEOUT_MS (1 s here).
 */
async function refusesSlowAndLyingRequests() {
  const head = (path, declared) =>
    `POST ${path} HTTP/1.1\r\nHost: ${site}.localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`;
  const [oversize, lying, slowHeaders] = await Promise.all([
    sendRaw(port, `${head('/api/leads', 1_000_000)}{"a":1}`),
    // The stock feed takes files up to 20 MB: 1 MB is within its limit, so the body is waited for.
    sendRaw(port, `${head('/api/stock/import', 1_000_000)}{"a":1234}`),
    sendRaw(port, `GET / HTTP/1.1\r\nHost: ${site}.localhost:${port}\r\n`),
  ]);
  const status = (answer) => answer.split('\r\n')[0];
  const probes = [
    ['1 MB declared to /api/leads (64 KB at most)', oversize, /^HTTP\/1\.1 413 /, 0, 1_500],
    ['1 MB declared to /api/stock/import, 10 bytes sent', lying, /^HTTP\/1\.1 408 /, 1_900, 4_000],
    ['headers that never end', slowHeaders, /^HTTP\/1\.1 408 /, 900, 3_000],
  ];
  for (const [what, { answer, ms }, expected, atLeast, within] of probes) {
    const line = `${what}: ${status(answer) || 'no answer'}, closed after ${(ms / 1000).toFixed(1)} s`;
    if (!expected.test(answer) || ms < atLeast || ms > within)
      throw new Error(`${line} (expected ${expected} after ${atLeast / 1000}–${within / 1000} s)`);
    say(line);
  }
  if (!oversize.answer.includes('"field":null'))
    throw new Error(`413 without a JSON body: ${oversize.answer}`);
}

/**
 * With TEST_DATABASE_URL (CI): on a new, empty PostgreSQL database, server.js refuses to start while migrations are
 * pending; two compiled migrators run at once (the advisory lock) and then the server serves the dashboard.
 */
async function onPostgres(serverUrl) {
  const name = `forecourt_standalone_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  dropPostgresDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgEnv = { ...productionEnv, DATABASE_URL: url.toString() };

  server = startServer(installed, pgEnv);
  const refused = await exitOf(server, 60_000);
  if (refused !== 1 || !/pending migrations? .*npm run migrate/s.test(server.output))
    throw new Error(
      `PostgreSQL with pending migrations: exit ${refused}, expected a refusal:\n${server.output}`,
    );
  say('PostgreSQL: server.js refused to start with migrations pending (exit 1)');

  const both = await Promise.all([
    node(installed, ['scripts/migrate.mjs'], pgEnv),
    node(installed, ['scripts/migrate.mjs'], pgEnv),
  ]);
  say(`PostgreSQL: two compiled migrators at once: ${both.map((out) => out.trim()).join(' / ')}`);
  server = startServer(installed, pgEnv);
  await healthy();
  const signIn = await fetchSite(`http://dashboard.localhost:${port}/sign-in`);
  const signInHtml = await signIn.text();
  if (signIn.status !== 200 || !signInHtml.startsWith('<!DOCTYPE html>'))
    throw new Error(
      `the dashboard's sign-in page on PostgreSQL: ${signIn.status}, ${signInHtml.slice(0, 300)}`,
    );
  say(`PostgreSQL: GET http://dashboard.localhost:${port}/sign-in → 200, ${signInHtml.length} bytes of HTML`);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopServer();
  // A failure may come while the demo sites are still being copied into the temp directory.
  await Promise.all([demoReady, installing].map((work) => work.catch(() => {})));
  await dropPostgresDatabase?.().catch(() => {});
  cleanUp();
}
say(ok ? 'standalone artifact: passed' : 'standalone artifact: FAILED');
process.exit(ok ? 0 : 1);
