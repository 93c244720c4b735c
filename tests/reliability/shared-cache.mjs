// node tests/reliability/shared-cache.mjs — the shared cache (issue 45) against the real standalone build, as one
// check of `npm test`. Starts a redis-server of its own, then two servers of the one build (A and B) with CACHE_URL
// naming it, each on a demo database of its own (PGlite is one process per database). Proves:
//   1. pages are served from Redis: a car imported into A's database only shows on B's first answer for the home
//      page, a cache HIT, though B's database has no such car;
//   2. a revalidation through A is seen by B: once A's import marks the car sold, B renders the home page again
//      (a MISS, from its own database) instead of serving the copy in Redis;
//   3. media on S3-compatible storage (MEDIA_STORAGE=s3, the S3 stand-in run as a process of its own): a photo put
//      in the bucket is served by both servers, with the same bytes and a year's immutable cache;
//   4. Redis stopped mid-run (SIGKILL) costs no answer: both servers serve their pages (200) from memory, and log
//      that Redis is unreachable.
// Skipped, with a message saying so, when redis-server is not installed (apt-get install redis-server).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { demoSitesInto } from '../../scripts/lib/demo-seed-template.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs } from '../../scripts/lib/run.mjs';
import { builtServerEnv, startBuiltServerCheck, untilHealthy } from './lib/built-server-check.mjs';

const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], {
  encoding: 'utf8',
});
const redisServer = found.status === 0 ? found.stdout.trim().split('\n')[0] : '';
if (!redisServer) {
  console.log(
    'skipped: redis-server is not installed (apt-get install redis-server), so the shared cache is untested',
  );
  process.exit(0);
}

const SITE = 'sydney-motor-group';
const DEALERSHIP = 'penrith-mazda';
const STOCK_NUMBER = `SC${Date.now().toString(36).toUpperCase()}`;
const ADMIN_TOKEN = `shared-cache-check-${process.pid}`;
/** The stand-in's bucket and credentials (tests/stand-ins/test-media-stores.ts STAND_IN_S3). */
const S3 = {
  bucket: 'forecourt-media',
  region: 'ap-southeast-2',
  accessKeyId: 'AKIDFORECOURTTEST',
  secretAccessKey: 'stand-in-secret-key-0123456789',
};
const PHOTO_KEY = `cars/uploads/1/shared-cache-check-${process.pid}.webp`;
const { distDir, seconds, tempDir } = startBuiltServerCheck('shared-cache');

/** A port the OS says is free now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = [];
function cleanUp() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

async function startRedis(port) {
  const redis = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  children.push(redis);
  let output = '';
  redis.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return redis;
}

/** The S3 stand-in as a process of its own (tsx), on a free port; resolves its address once it listens. */
async function startS3() {
  const s3 = spawn('npx', ['tsx', 'tests/stand-ins/s3-stand-in-process.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(s3);
  let output = '';
  s3.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!/listening (\S+)/.test(output)) {
    if (s3.exitCode !== null) throw new Error(`the S3 stand-in exited with ${s3.exitCode}`);
    if (Date.now() > deadline) throw new Error('the S3 stand-in did not listen within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return /listening (\S+)/.exec(output)[1];
}

/** Puts a photo in the bucket as the media store does (signed, with its SHA-256), behind the servers' backs. */
async function putPhoto(endpoint, bytes) {
  const client = new AwsClient({ ...S3, service: 's3' });
  const res = await client.fetch(`${endpoint}/${S3.bucket}/${PHOTO_KEY}`, {
    method: 'PUT',
    body: bytes,
    headers: {
      'Content-Type': 'image/webp',
      'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
    },
  });
  if (!res.ok) throw new Error(`the S3 stand-in refused the photo: ${res.status}`);
}

/** Server `name` of the build on `port` with its own copy of the demo database; its log lines are kept in `logs`. */
async function startServer(name, port, cacheUrl, s3Endpoint, seededDir) {
  const dataDir = path.join(tempDir, `data-${name}`);
  cpSync(seededDir, dataDir, { recursive: true });
  const env = builtServerEnv({ dataDir, distDir }, port, {
    CACHE_URL: cacheUrl,
    ADMIN_TOKEN,
    FORECOURT_MODE: 'demo',
    OUTBOX_POLL_MS: '0',
    MEDIA_STORAGE: 's3',
    MEDIA_S3_ENDPOINT: s3Endpoint,
    MEDIA_S3_BUCKET: S3.bucket,
    MEDIA_S3_REGION: S3.region,
    MEDIA_S3_ACCESS_KEY_ID: S3.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
  });
  const server = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
    detached: true,
  });
  children.push(server);
  const logs = [];
  server.stdout.on('data', (chunk) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  await untilHealthy(() => server, port);
  return { name, port, logs };
}

async function importCar(server, sold) {
  const row = [
    STOCK_NUMBER,
    DEALERSHIP,
    'Mazda',
    'CX-5',
    2024,
    12000,
    'used',
    'in_stock',
    31990,
    sold ? 'yes' : 'no',
  ];
  const res = await fetch(`http://127.0.0.1:${server.port}/api/stock/import?site=${SITE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'text/csv' },
    body: `stocknum,dealership_slug,make,model,year,km,car_type,status,price,sold\n${row.join(',')}\n`,
  });
  if (res.status !== 200)
    throw new Error(`the import through ${server.name} answered ${res.status}: ${await res.text()}`);
}

async function get(server, pathname) {
  const res = await fetchSite(`http://${SITE}.localhost:${server.port}${pathname}`);
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), body: await res.text() };
}

async function main() {
  const failures = [];
  const check = (ok, message) => {
    console.log(`${seconds()} s: ${ok ? 'ok' : 'FAILED'}: ${message}`);
    if (!ok) failures.push(message);
  };
  const standalone = path.join(distDir, 'standalone');
  check(
    [
      'src/server/cache/shared-cache.mjs',
      'src/server/cache/use-cache-handler.mjs',
      'node_modules/ioredis',
    ].every((file) => existsSync(path.join(standalone, file))),
    'the standalone folder holds the cache handlers and ioredis',
  );

  const redisPort = Number(process.env.SHARED_CACHE_REDIS_PORT ?? (await freePort()));
  const redis = await startRedis(redisPort);
  const cacheUrl = `redis://127.0.0.1:${redisPort}`;
  // One seed (or a copy of the run's template under npm test), copied for each server: the same sites and cars.
  const seededDir = path.join(tempDir, 'seeded');
  const [s3Endpoint] = await Promise.all([startS3(), demoSitesInto(seededDir)]);
  console.log(`${seconds()} s: the demo sites seeded, the S3 stand-in listening`);
  const portA = Number(process.env.SHARED_CACHE_PORT_A ?? (await freePort()));
  const portB = Number(process.env.SHARED_CACHE_PORT_B ?? (await freePort()));
  const [a, b] = await Promise.all([
    startServer('A', portA, cacheUrl, s3Endpoint, seededDir),
    startServer('B', portB, cacheUrl, s3Endpoint, seededDir),
  ]);
  console.log(
    `${seconds()} s: redis-server on ${redisPort}, the S3 stand-in at ${s3Endpoint}, servers A on ${a.port} and B on ${b.port}`,
  );

  const photo = Buffer.from(`RIFF-shared-cache-check-${process.pid}`);
  await putPhoto(s3Endpoint, photo);
  for (const server of [a, b]) {
    const res = await fetchSite(`http://${SITE}.localhost:${server.port}/media/${PHOTO_KEY}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    check(
      res.status === 200 &&
        bytes.equals(photo) &&
        res.headers.get('cache-control') === 'public, max-age=31536000, immutable',
      `${server.name} serves the photo in the bucket (${res.status}, ${res.headers.get('cache-control')})`,
    );
  }

  await importCar(a, false);
  const slug = (
    await (await fetchSite(`http://${SITE}.localhost:${a.port}/api/search?query=${STOCK_NUMBER}`)).json()
  ).hits.find((hit) => hit.stocknum === STOCK_NUMBER)?.slug;
  if (!slug) throw new Error(`the car imported through A is not in A's search`);
  const onA = await get(a, '/');
  check(
    onA.status === 200 && onA.body.includes(slug),
    `A's home page lists the car imported into A (${onA.cache})`,
  );
  const onB = await get(b, '/');
  check(
    onB.status === 200 && onB.cache === 'HIT' && onB.body.includes(slug),
    `B's first home page is A's, from Redis: a HIT listing a car B's database has not got (${onB.cache})`,
  );

  await importCar(a, true);
  const afterB = await get(b, '/');
  check(
    afterB.status === 200 && afterB.cache !== 'HIT' && !afterB.body.includes(slug),
    `after A's import revalidated the site, B renders its home page again (${afterB.cache}) from its own database`,
  );
  const againA = await get(a, '/');
  check(
    againA.cache === 'HIT' && !againA.body.includes(slug),
    `A then serves B's new render from Redis (${againA.cache})`,
  );

  // A car both databases hold (the imported one is in A's only).
  const sitemap = await (await fetchSite(`http://${SITE}.localhost:${a.port}/sitemap.xml`)).text();
  const carPath = [...sitemap.matchAll(/<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .find((pathname) => !pathname.includes(slug));
  process.kill(-redis.pid, 'SIGKILL');
  await new Promise((resolve) => redis.once('exit', resolve));
  const answers = [];
  for (const server of [a, b]) {
    for (const pathname of ['/', '/search/new-used-and-demo-cars', carPath]) {
      answers.push(`${server.name} ${pathname} ${(await get(server, pathname)).status}`);
    }
  }
  check(
    answers.every((line) => line.endsWith(' 200')),
    `with Redis stopped, every page answers 200: ${answers.join(', ')}`,
  );
  for (const server of [a, b]) {
    const line = server.logs.find((text) => text.includes('"cache.shared.down"'));
    check(Boolean(line), `${server.name} logged that Redis is unreachable`);
  }
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cleanUp();
}
process.exit(ok ? 0 : 1);
