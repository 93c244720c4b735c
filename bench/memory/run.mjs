// `npm run bench:memory`: a server's memory after many distinct pages (issue 45). Seeds the demo sites with a larger
// multi-franchise group (BENCH_MEMORY_SEED_CARS, default 4,000 cars), serves the production build on
// BENCH_MEMORY_PORT (default 3760) and asks for BENCH_MEMORY_PAGES (default 5,000) distinct pages, four at a time:
// every car page of the three sites (from their sitemaps), then search pages (presets × keywords × result pages).
// The server's RSS is read from /proc every 100 pages. Run twice: with the in-process cache, and with the shared
// cache in a redis-server of its own (skipped without redis-server). On PGlite, and on a fresh PostgreSQL database
// too when BENCH_DATABASE_URL names a server. BENCH_MEMORY_CACHES=memory (or redis) measures one of the two;
// BENCH_MEMORY_SERVER_NODE_OPTIONS gives the server alone NODE_OPTIONS (a heap bound: --max-old-space-size=384).
// Budgets: RSS at most 512 MB on PostgreSQL (768 MB on PGlite) after the pages, and at most 10 MB growth over the
// last 1,000 pages (a cache that keeps every page grows by its pages, ~165 KB each, without end).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { recordResults } from '../lib/record.mjs';

const port = Number(process.env.BENCH_MEMORY_PORT ?? 3760);
const redisPort = Number(process.env.BENCH_MEMORY_REDIS_PORT ?? port + 1);
const pageCount = Number(process.env.BENCH_MEMORY_PAGES ?? 5000);
const seedCars = process.env.BENCH_MEMORY_SEED_CARS ?? '4000';
/** Which caches to measure: `memory` (in-process), `redis` (CACHE_URL), both by default. */
const caches = (process.env.BENCH_MEMORY_CACHES ?? 'memory,redis').split(',').filter(Boolean);
/** NODE_OPTIONS of the server alone (e.g. --max-old-space-size=384), to see what a heap bound does. */
const serverNodeOptions = process.env.BENCH_MEMORY_SERVER_NODE_OPTIONS ?? '';
const SITES = ['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors'];
const SEARCH_PATHS = [
  '/search/new-used-and-demo-cars',
  '/search/used-cars',
  '/search/new-cars',
  '/search/demo-cars',
];
const KEYWORDS = [
  '',
  'toyota',
  'mazda',
  'kia',
  'nissan',
  'hilux',
  'cx-5',
  'corolla',
  'ranger',
  'white',
  'auto',
  'suv',
];
const SORTS = ['', 'price_asc', 'price_desc', 'year_desc'];
const BUDGET_MB = { pglite: 768, postgres: 512 };
const GROWTH_BUDGET_MB = 10;

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024);
}

async function waitForHealth(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy within 120 s');
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/** The distinct pages asked for: every car page (from each site's sitemap), then search pages, `count` in all. */
async function pagesToAsk(count) {
  const pages = [];
  for (const site of SITES) {
    const sitemap = await (await fetchSite(`http://${site}.localhost:${port}/sitemap.xml`)).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(loc).pathname;
      if (pathname.startsWith('/cars/')) pages.push({ site, pathname });
    }
  }
  const cars = Math.min(pages.length, Math.round(count * 0.8));
  pages.length = cars;
  search: for (let page = 1; ; page++) {
    for (const sort of SORTS) {
      for (const keyword of KEYWORDS) {
        for (const searchPath of SEARCH_PATHS) {
          for (const site of SITES) {
            if (pages.length >= count) break search;
            const query = new URLSearchParams({
              ...(keyword && { query: keyword }),
              ...(sort && { sortBy: sort }),
            });
            if (page > 1) query.set('page', String(page));
            pages.push({ site, pathname: `${searchPath}${query.size ? `?${query}` : ''}` });
          }
        }
      }
    }
  }
  return { pages, cars };
}

async function askAll(pages, pid) {
  const samples = [];
  const statuses = {};
  let next = 0;
  let done = 0;
  const started = performance.now();
  async function worker() {
    while (next < pages.length) {
      const { site, pathname } = pages[next++];
      const res = await fetchSite(`http://${site}.localhost:${port}${pathname}`);
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      done++;
      if (done % 100 === 0) {
        samples.push({ pages: done, rssMb: rssMb(pid) });
        if (done % 1000 === 0) console.log(`  ${done} pages, RSS ${samples.at(-1).rssMb} MB`);
      }
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { samples, statuses, seconds: Math.round((performance.now() - started) / 1000) };
}

async function startRedis() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (found.status !== 0) return null;
  const redis = spawn(
    found.stdout.trim(),
    // As docs/scaling.md sets it: a bound, and the least recently used keys out first once it is reached.
    [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ping = spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') return redis;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not answer within 10 s');
}

async function benchOn(database, cache, baseEnv) {
  const redis = cache === 'redis' ? await startRedis() : null;
  if (cache === 'redis' && !redis) {
    console.log(`\n=== ${database}, redis: skipped (redis-server is not installed)`);
    return null;
  }
  const env = {
    ...baseEnv,
    ...(redis && { CACHE_URL: `redis://127.0.0.1:${redisPort}` }),
    ...(serverNodeOptions && { NODE_OPTIONS: serverNodeOptions }),
  };
  const logFile = path.join(tmpdir(), `forecourt-bench-memory-${database}-${cache}.log`);
  const log = openSync(logFile, 'w');
  const server = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', log, log],
    env,
    detached: true,
  });
  try {
    await waitForHealth(server);
    const { pages, cars } = await pagesToAsk(pageCount);
    console.log(
      `\n=== ${database}, ${cache} cache: ${cars} car pages and ${pages.length - cars} search pages`,
    );
    const startRss = rssMb(server.pid);
    const loadBefore = Number(loadavg()[0].toFixed(1));
    const { samples, statuses, seconds } = await askAll(pages, server.pid);
    const end = samples.at(-1);
    const thousandBefore = samples.find((s) => s.pages === end.pages - 1000) ?? samples[0];
    const row = {
      pages: end.pages,
      carPages: cars,
      searchPages: pages.length - cars,
      seconds,
      statuses,
      rssMb: { start: startRss, end: end.rssMb, max: Math.max(...samples.map((s) => s.rssMb)) },
      growthOverLast1000Mb: end.rssMb - thousandBefore.rssMb,
      budget: { rssMb: BUDGET_MB[database], growthMb: GROWTH_BUDGET_MB },
      withinBudget: end.rssMb <= BUDGET_MB[database] && end.rssMb - thousandBefore.rssMb <= GROWTH_BUDGET_MB,
      samples,
      loadAverage1m: { before: loadBefore, after: Number(loadavg()[0].toFixed(1)) },
    };
    console.log(
      `${database}, ${cache}: RSS ${startRss} → ${end.rssMb} MB (budget ${BUDGET_MB[database]}), ` +
        `${row.growthOverLast1000Mb} MB over the last 1,000 pages (budget ${GROWTH_BUDGET_MB}); ${seconds} s; ` +
        `answers ${JSON.stringify(statuses)}`,
    );
    return row;
  } finally {
    await stop(server);
    if (redis) await stop(redis);
  }
}

async function databaseRows(database, env) {
  console.log(`\n=== ${database}: seeding the demo sites with ${seedCars} cars in the group`);
  await run('npx', ['tsx', 'scripts/demo.ts'], { env: { ...env, SEED_CARS: seedCars } });
  const rows = {};
  for (const cache of caches) rows[cache] = await benchOn(database, cache, env);
  return rows;
}

await ensureBuild();
const baseEnv = {
  ...process.env,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  OUTBOX_POLL_MS: '0',
  FORECOURT_MODE: 'demo',
};
delete baseEnv.DATABASE_URL;
delete baseEnv.CACHE_URL;
const results = {};
const scratch = mkdtempSync(path.join(tmpdir(), 'fc-bench-memory-'));
try {
  results.pglite = await databaseRows('pglite', { ...baseEnv, DATA_DIR: path.join(scratch, 'data') });
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `forecourt_bench_${Date.now()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      results.postgres = await databaseRows('postgres', {
        ...baseEnv,
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(scratch, 'pg-data'),
      });
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('\nBENCH_DATABASE_URL is not set: PostgreSQL not measured.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const file = recordResults('memory', { pageCount, seedCars: Number(seedCars), serverNodeOptions, results });
console.log(`\nRecorded ${path.relative('.', file)}`);
