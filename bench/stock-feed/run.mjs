// `npm run bench:stock-feed`: a DMS posting 5,000 cars (BENCH_STOCK_FEED_CARS) of one dealership to the stock feed
// over HTTP with a stock API key, on PGlite and, when BENCH_DATABASE_URL names a PostgreSQL server, on a fresh
// database there. Seeds the demo sites, creates a key (bench/stock-feed/create-key.ts), serves a production build
// on BENCH_STOCK_FEED_PORT (default 3380) and posts the same CSV twice: the first post creates every car, the
// second updates them all (the feed is idempotent). Reports rows per second of each post, as the client saw it.
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { recordResults } from '../lib/record.mjs';

const port = Number(process.env.BENCH_STOCK_FEED_PORT ?? 3380);
const carCount = Number(process.env.BENCH_STOCK_FEED_CARS ?? 5000);
const host = `sydney-motor-group.localhost:${port}`;

const MAKES = [
  ['Toyota', ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50']],
  ['Kia', ['Sportage', 'Cerato', 'Seltos']],
];

/** A deterministic stock file of `count` used and new cars, every column a DMS usually sends. */
function stockCsv(count) {
  const header =
    'stocknum,make,model,year,car_type,badge,colour,km,price,vin,rego,description,features,weekly_repayment,interest_rate,term_months';
  const lines = [header];
  for (let i = 0; i < count; i++) {
    const [make, models] = MAKES[i % MAKES.length];
    const model = models[i % models.length];
    const used = i % 3 !== 0;
    const vin = `JT${String(i).padStart(15, '0')}`;
    lines.push(
      [
        `FEED${String(i).padStart(5, '0')}`,
        make,
        model,
        2016 + (i % 10),
        used ? 'used' : 'new',
        'GX',
        ['White', 'Silver', 'Red'][i % 3],
        used ? 10_000 + ((i * 7919) % 150_000) : 0,
        18_000 + ((i * 104_729) % 60_000),
        vin,
        used ? `FD${String(i).padStart(4, '0')}` : '',
        `"${make} ${model}, one owner, full service history, ready to drive away."`,
        'Reversing camera|Apple CarPlay|Cruise control',
        120 + (i % 200),
        '7.49',
        60,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function waitForHealth(server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

// *.localhost does not resolve here: node:http sends the site's Host to 127.0.0.1.
function post(key, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/stock/import',
        method: 'POST',
        headers: {
          host,
          authorization: `Bearer ${key}`,
          'content-type': 'text/csv',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function timedPost(key, body, expect) {
  const started = performance.now();
  const response = await post(key, body);
  const seconds = (performance.now() - started) / 1000;
  const result = JSON.parse(response.body);
  if (response.status !== 200 || result.rejected !== 0 || result[expect] !== carCount)
    throw new Error(`the feed answered ${response.status}: ${response.body.slice(0, 500)}`);
  return { seconds: Number(seconds.toFixed(2)), rowsPerSecond: Math.round(carCount / seconds) };
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await gone;
}

async function benchOn(kind, extraEnv, csv) {
  const env = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    OUTBOX_POLL_MS: '0',
    // The demo on a scratch PostgreSQL database: a postgres:// DATABASE_URL alone means production mode.
    FORECOURT_MODE: 'demo',
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.SEED_CARS;
  console.log(`\n=== ${kind}: seeding the demo sites`);
  await run('npx', ['tsx', 'scripts/demo.ts'], { env });
  const key = execFileSync('npx', ['tsx', 'bench/stock-feed/create-key.ts'], {
    env,
    encoding: 'utf8',
  }).trim();
  const logFile = path.join(tmpdir(), `forecourt-bench-stock-feed-${kind}.log`);
  const log = openSync(logFile, 'w');
  const server = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', log, log],
    env,
    detached: true,
  });
  try {
    await waitForHealth(server);
    const loadBefore = Number(loadavg()[0].toFixed(1));
    const create = await timedPost(key, csv, 'created');
    const update = await timedPost(key, csv, 'updated');
    // Two cores shared with other work stretch every figure: the 1-minute load average is kept with them.
    const row = {
      create,
      update,
      loadAverage1m: { before: loadBefore, after: Number(loadavg()[0].toFixed(1)) },
    };
    console.log(
      `${kind}: ${carCount} cars created in ${create.seconds} s (${create.rowsPerSecond} rows/s), updated in ${update.seconds} s (${update.rowsPerSecond} rows/s)`,
    );
    return row;
  } finally {
    await stop(server);
  }
}

await ensureBuild();
const csv = stockCsv(carCount);
const results = {};
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fc-bench-stock-feed-')), 'data');
try {
  results.pglite = await benchOn('pglite', { DATA_DIR: dataDir }, csv);
} finally {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `forecourt_bench_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-stock-feed-pg-'));
  try {
    results.postgres = await benchOn('postgres', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, csv);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log('\nBENCH_DATABASE_URL is not set: PostgreSQL not measured.');
}
console.table(
  Object.fromEntries(
    Object.entries(results).flatMap(([kind, r]) => [
      [`${kind} create`, r.create],
      [`${kind} update`, r.update],
    ]),
  ),
);
console.log(
  `Wrote ${recordResults('stock-feed', { cars: carCount, bytes: Buffer.byteLength(csv), results })}`,
);
