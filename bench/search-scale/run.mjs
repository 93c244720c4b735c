// `npm run bench:search-scale`: the search endpoints of the real server at scale, 100 sites and 200,000 cars in
// one PostgreSQL database (issue 45, "search at scale"). Creates a database of its own on BENCH_DATABASE_URL's
// server (default postgres://postgres:postgres@127.0.0.1:5432/postgres), fills it with `npm run seed:scale`
// (SEED_SITES, SEED_CARS), starts two servers of the last build on it (BENCH_SEARCH_SCALE_PORT, default 3900,
// and the next port), and measures on server A:
// - the first search of every site (the snapshot load) and, after it, the server's RSS;
// - the 300 search and 300 autocomplete queries of bench/search/queries.mjs spread over the sites, each sent
//   once to warm up ("cold": for autocomplete, every new typed word is cold in real use) and once measured,
//   as the Server-Timing duration the endpoints send (the search itself) and the round trip;
// - then a price change written to the database (as a dashboard edit writes it: the search triggers bump
//   the dealership's stock version) until a search shows it on A and on B, CHANGES times.
// BENCH_SEARCH_SCALE_DATABASE_URL names an already seeded database to use as it is (kept after the run).
// Results: bench/results/<time>-search-scale.json, with the load average beside the figures.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { recordResults } from '../lib/record.mjs';
import { autocompleteQueries, searchQueries } from '../search/queries.mjs';

const portA = Number(process.env.BENCH_SEARCH_SCALE_PORT ?? 3900);
const portB = portA + 1;
const sites = Number(process.env.SEED_SITES ?? 100);
const cars = Number(process.env.SEED_CARS ?? 200_000);
const CHANGES = 10;
const CHANGE_DEADLINE_MS = 10_000;
const BUDGETS = { searchP95Ms: 15, autocompleteP95Ms: 10, rssMb: 1024, changeSearchableMs: 2000 };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n) => Number(n.toFixed(2));
  return {
    n: sorted.length,
    p50: f(percentile(sorted, 50)),
    p95: f(percentile(sorted, 95)),
    max: f(sorted.at(-1)),
  };
}
const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** RSS in MB of a process and its children (the standalone server may run under a small launcher). */
function rssMb(pid) {
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let kb = 0;
  const visit = (p) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited
    }
    for (const c of children(p)) visit(c);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function waitForHealth(server, port) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server on ${port} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${port} did not become healthy in 5 minutes`);
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

/** One GET on a site: the Server-Timing duration, the round trip (ms) and the body. */
async function timed(port, slug, pathname, query) {
  const started = performance.now();
  const response = await fetchSite(`http://${slug}.localhost:${port}${pathname}?${query}`);
  const body = await response.json();
  const roundTrip = performance.now() - started;
  if (!response.ok) throw new Error(`${slug} ${pathname}?${query} answered ${response.status}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { server, roundTrip, body };
}

/** The queries, the i-th on site (i × 7 + ⌊i / 10⌋) mod sites, as bench/search-engines spreads them. */
function spread(queries, slugs) {
  return queries.map((q, i) => ({ q, slug: slugs[(i * 7 + Math.floor(i / 10)) % slugs.length] }));
}

async function measure(pathname, list) {
  const pass = async () => {
    const server = [];
    const roundTrip = [];
    for (const { q, slug } of list) {
      const t = await timed(portA, slug, pathname, q);
      server.push(t.server);
      roundTrip.push(t.roundTrip);
    }
    return { server: summary(server), roundTrip: summary(roundTrip) };
  };
  const cold = await pass();
  const loadBefore = load();
  const warm = await pass();
  return { cold, warm, load: loadBefore };
}

async function main() {
  // BENCH_USE_LAST_BUILD=1: serve the build in .next as it is (`npm run build` leaves no source stamp, so
  // ensureBuild would build again), rather than build again.
  if (process.env.BENCH_USE_LAST_BUILD === '1') {
    if (!existsSync('.next/BUILD_ID'))
      throw new Error('BENCH_USE_LAST_BUILD=1 but there is no build in .next');
  } else await ensureBuild();
  const given = process.env.BENCH_SEARCH_SCALE_DATABASE_URL;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const name = `forecourt_search_scale_${Date.now()}`;
  const admin = given ? null : postgres(adminUrl, { max: 1, onnotice: () => {} });
  let databaseUrl = given;
  if (!given) {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-search-scale-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_SITES: String(sites),
    SEED_CARS: String(cars),
    NEXT_TELEMETRY_DISABLED: '1',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    // The seed on a scratch PostgreSQL database: a postgres:// DATABASE_URL alone means production mode.
    FORECOURT_MODE: 'demo',
  };
  const servers = [];
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const figures = { sites, cars, loadAtStart: load() };
    if (!given) {
      const started = performance.now();
      await run('npx', ['tsx', 'scripts/seed-scale.ts'], { env });
      figures.seedSeconds = Math.round((performance.now() - started) / 1000);
    }
    for (const [label, port] of [
      ['a', portA],
      ['b', portB],
    ]) {
      const logFile = path.join(tmpdir(), `forecourt-bench-search-scale-${label}.log`);
      console.log(`server ${label} on ${port}, log: ${logFile}`);
      const server = spawn(process.execPath, nextStartArgs(port), {
        stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
        env: { ...env, PORT: String(port) },
        detached: true,
      });
      servers.push(server);
    }
    await Promise.all(servers.map((s, i) => waitForHealth(s, [portA, portB][i])));
    figures.rssAtStartMb = rssMb(servers[0].pid);

    const slugs = (await db`select slug from websites order by id`).map((r) => r.slug);
    const firstSearch = [];
    for (const slug of slugs) firstSearch.push((await timed(portA, slug, '/api/search', 'page=1')).roundTrip);
    figures.firstSearchPerSiteMs = summary(firstSearch);
    figures.rssAfterEverySiteMb = rssMb(servers[0].pid);
    console.log(
      `first search per site: ${JSON.stringify(figures.firstSearchPerSiteMs)}; RSS ${figures.rssAfterEverySiteMb} MB`,
    );

    figures.search = await measure('/api/search', spread(searchQueries(), slugs));
    figures.autocomplete = await measure('/api/search/autocomplete', spread(autocompleteQueries(), slugs));
    figures.rssAfterQueriesMb = rssMb(servers[0].pid);
    console.log(JSON.stringify({ search: figures.search, autocomplete: figures.autocomplete }));

    // Price changes: a car of a different site each time, written as the dashboard writes it, until a search
    // by its stock number answers the new price on A and on B (both had served the site before the change).
    const changes = { a: [], b: [] };
    const loadBefore = load();
    for (let k = 0; k < CHANGES; k++) {
      const slug = slugs[(k * 13) % slugs.length];
      const [car] = await db`
        select c.id, c.stocknum, c.price from cars c
        join website_dealerships wd on wd.dealership_id = c.dealership_id
        join websites w on w.id = wd.website_id
        where w.slug = ${slug} and c.price is not null order by c.id limit 1 offset ${k}`;
      const query = `query=${encodeURIComponent(car.stocknum)}`;
      for (const port of [portA, portB]) await timed(port, slug, '/api/search', query);
      const price = Number(car.price) + 1 + k;
      const started = performance.now();
      await db`update cars set price = ${price} where id = ${car.id}`;
      const seen = { a: null, b: null };
      while (seen.a === null || seen.b === null) {
        for (const [label, port] of [
          ['a', portA],
          ['b', portB],
        ]) {
          if (seen[label] !== null) continue;
          const { body } = await timed(port, slug, '/api/search', query);
          if (body.hits?.some((h) => h.id === car.id && Number(h.price) === price))
            seen[label] = performance.now() - started;
        }
        if (performance.now() - started > CHANGE_DEADLINE_MS)
          throw new Error(`price change of car ${car.id} not searchable on both servers in 10 s`);
      }
      changes.a.push(seen.a);
      changes.b.push(seen.b);
    }
    figures.changeSearchableMs = { a: summary(changes.a), b: summary(changes.b), load: loadBefore };
    figures.loadAtEnd = load();
    figures.budgets = BUDGETS;
    figures.verdicts = {
      searchP95: figures.search.warm.server.p95 <= BUDGETS.searchP95Ms ? 'PASS' : 'FAIL',
      autocompleteP95: figures.autocomplete.warm.server.p95 <= BUDGETS.autocompleteP95Ms ? 'PASS' : 'FAIL',
      rss: figures.rssAfterQueriesMb <= BUDGETS.rssMb ? 'PASS' : 'FAIL',
      changeSearchable:
        Math.max(figures.changeSearchableMs.a.max, figures.changeSearchableMs.b.max) <=
        BUDGETS.changeSearchableMs
          ? 'PASS'
          : 'FAIL',
    };
    console.log(JSON.stringify(figures, null, 2));
    console.log(`Wrote ${recordResults('search-scale', figures)}`);
  } finally {
    await Promise.all(servers.map(stop));
    await db.end();
    if (admin) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
