// node tests/reliability/two-servers.mjs — the scaled set-up of docs/scaling.md, proved as one check of `npm test`
// (issue 45): PostgreSQL, Redis, the S3 stand-in, two servers (A and B) of the one standalone build and HAProxy in
// front (round robin, health checks on readiness, TRUSTED_PROXIES set to it, a tunnel timeout for server-sent
// events), all on loopback. Through the balancer:
//   1. 500 lead posts at 20 concurrent and 50 checkouts of one car started together; A is killed with SIGKILL
//      mid-way and restarted. Every acknowledged lead is stored once and delivered to the site's webhook; exactly one
//      hold on the car; the only failed answers are requests in flight at A when it died, which the client retries
//      with the same idempotency key.
//   2. Freshness: a price change saved through A shows on B's first response (pinned with X-Forecourt-Server); a
//      reservation paid through A reads RESERVED on B; a photo uploaded through A is served by B.
//   3. The per-client rate limit, the sign-in lockout and idempotency keys hold across the two servers.
// Skipped, saying which, when redis-server, haproxy or PostgreSQL is not installed (.ci/run installs all three).
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { DEMO_TOTP_SECRETS, totpCode } from '../../demo/totp-code.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs } from '../../scripts/lib/run.mjs';
import { startBuiltServerCheck, untilHealthy } from './lib/built-server-check.mjs';
import {
  freePort,
  killAll,
  postgresAvailable,
  serversByAttempt,
  startHaproxy,
  startPostgres,
  startProcess,
  startRedis,
  startS3,
  until,
  which,
} from './lib/two-server-services.mjs';

const redisServer = which('redis-server');
const haproxy = which('haproxy');
const missing = [
  !redisServer && 'redis-server (apt-get install redis-server)',
  !haproxy && 'haproxy (apt-get install haproxy)',
  !postgresAvailable() && 'PostgreSQL (apt-get install postgresql, or TEST_DATABASE_URL)',
].filter(Boolean);
if (missing.length) {
  console.log(`skipped: ${missing.join(', ')} not installed, so two servers behind one address are untested`);
  process.exit(0);
}

const SITE = 'sydney-motor-group';
const DEALERSHIP = 'penrith-mazda';
const LEADS = 500;
const LEAD_CONCURRENCY = 20;
const CHECKOUTS = 50;
const WEBHOOK_SECRET = 'whsec_demo_sydney_motor_group';
const SALES = 'sales@penrith-mazda.example';
const ADMIN = 'group.admin@sydney-motor-group.example';
const DEMO_PASSWORD = 'forecourt-demo';
/** The per-client limit of public writes on both servers: the lead burst comes from many clients, the limit check from one. */
const WRITE_LIMIT = 30;
const run = Date.now().toString(36).toUpperCase();
const { distDir, seconds, tempDir } = startBuiltServerCheck('two-servers');
const log = (line) => console.log(`${seconds()} s: ${line}`);

const failures = [];
const check = (ok, message) => {
  log(`${ok ? 'ok' : 'FAILED'}: ${message}`);
  if (!ok) failures.push(message);
};

let database = null;
/** HAProxy's process and log lines. */
let balancer = null;
let webhook = null;
async function cleanUp() {
  killAll();
  webhook?.close();
  await database?.stop().catch(() => {});
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(1));
  });
}

/** Leads delivered to the site's webhook, by their Idempotency-Key (the lead's id; a redelivery carries it again). */
const delivered = new Map();
/** When each lead first reached the webhook (performance.now()). */
const firstDelivered = new Map();
function startWebhook(port) {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const [, t, mac] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(req.headers['x-forecourt-signature'] ?? '') ?? [];
      const expected = t && createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
      if (!mac || mac !== expected) return res.writeHead(401).end();
      const key = req.headers['idempotency-key'];
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      if (!firstDelivered.has(key)) firstDelivered.set(key, performance.now());
      res.writeHead(200).end('{}');
    });
  });
  return new Promise((resolve, reject) => {
    webhook.once('error', reject);
    webhook.listen(port, '127.0.0.1', resolve);
  });
}

// ---- HTTP through the balancer -------------------------------------------------------------------------------

let balancerPort = 0;
const siteOrigin = () => `http://${SITE}.localhost:${balancerPort}`;
const dashboardOrigin = () => `http://dashboard.localhost:${balancerPort}`;

/**
 * A request through HAProxy. `client`: the address the request comes from (X-Forwarded-For, believed from the
 * balancer); `pin`: 'a' or 'b' to reach one server.
 */
function viaBalancer(origin, pathname, { method = 'GET', headers = {}, body, client, pin } = {}) {
  return fetchSite(`${origin}${pathname}`, {
    method,
    body,
    headers: {
      ...(client ? { 'x-forwarded-for': client } : {}),
      ...(pin ? { 'x-forecourt-server': pin } : {}),
      ...(method === 'GET' ? {} : { origin }),
      ...headers,
    },
  });
}

const leadBody = (n, extra = '') =>
  JSON.stringify({
    lead: {
      category: 'General Enquiry',
      name: `Two Servers ${n}${extra}`,
      email: `two.servers.${String(n).replace(/\W/g, '-')}@example.com`,
      phone: '0412 345 678',
    },
  });

/** Client n of the burst: 10.45.x.y, so that the per-client limit is not what the burst measures. */
const burstClient = (n) => `10.45.${(n >> 8) & 255}.${n & 255}`;

/**
 * Posts lead `n` until it is acknowledged, retrying a failed answer with the same idempotency key. Each attempt is
 * recorded with when it began and ended, for the check that only requests in flight at the kill failed.
 */
async function postLeadUntilAcknowledged(n, attempts) {
  const key = `two-servers-${run}-${n}`;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const began = performance.now();
    let status = 0;
    let id = null;
    try {
      const res = await viaBalancer(siteOrigin(), '/api/leads', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          'x-attempt': `${key}.${attempt}`,
        },
        body: leadBody(n),
        client: burstClient(n),
      });
      status = res.status;
      if (res.ok) id = (await res.json()).id;
      else await res.text();
    } catch {
      status = 0;
    }
    attempts.push({ n, id: `${key}.${attempt}`, began, ended: performance.now(), status });
    if (id) return { n, key, id };
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
  return { n, key, id: null };
}

/** Places a hold on the car for buyer `n` (call 1 of docs/checkout.md); resolves the answer's status and body. */
async function startCheckout(car, n) {
  const query = new URLSearchParams({ car_id: String(car.id), origin: siteOrigin() });
  const res = await viaBalancer(
    siteOrigin(),
    `/api/dealerships/${car.dealershipId}/payment_intent?${query}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `checkout-${run}-${n}` },
      body: JSON.stringify({
        buyer: {
          name: `Buyer ${n}`,
          email: `buyer.${n}@example.com`,
          mobile: '0412 345 678',
          postcode: '2000',
        },
      }),
      client: `10.46.0.${n + 1}`,
    },
  );
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A car of the site that takes an online checkout, and the dealership it is paid to (from its checkout page). */
async function checkoutCar() {
  for (let page = 1; page <= 30; page++) {
    const { hits } = await (await viaBalancer(siteOrigin(), `/api/search?page=${page}`)).json();
    for (const hit of hits) {
      const takes =
        hit.status === 'in_stock' &&
        !hit.sold &&
        !hit.reserved &&
        hit.tag !== 'Test Drive Only' &&
        hit.price > 200 &&
        hit.reservable !== false &&
        hit.hasCheckoutPaymentProcessor;
      if (!takes) continue;
      const carPage = await (await viaBalancer(siteOrigin(), `/cars/${hit.slug}`)).text();
      const checkoutPath = /href="(\/cars\/[^"?#]+\/checkout)[?"]/.exec(carPage)?.[1];
      if (!checkoutPath) continue;
      const checkoutPage = await (await viaBalancer(siteOrigin(), checkoutPath)).text();
      const dealershipId = Number(/dealershipId\\?":(\d+)/.exec(checkoutPage)?.[1]);
      if (dealershipId) return { id: hit.id, slug: hit.slug, dealershipId };
    }
  }
  throw new Error(`no car of ${SITE} takes a reservation: has the seed changed?`);
}

// ---- the servers ---------------------------------------------------------------------------------------------

const servers = {};
let serverEnv = null;

/** Server `name` ('a' or 'b') of the build on its port, with the shared settings; resolves once it is healthy. */
async function startServer(name) {
  const { port } = servers[name];
  const env = { ...serverEnv, PORT: String(port), DATA_DIR: path.join(tempDir, `data-${name}`) };
  const started = startProcess(process.execPath, nextStartArgs(port), { env });
  servers[name].process = started.child;
  servers[name].lines = started.lines;
  await untilHealthy(() => started.child, port);
}

/** Whether the balancer answers readiness: its health checks have found a server ready. */
async function balancerReady() {
  const res = await fetchSite(`http://127.0.0.1:${balancerPort}/api/health/ready`).catch(() => null);
  return res?.status === 200;
}

/** `npm run demo` on the database, then the site's webhook; resolves the seed's summary, for the log. */
async function seedDatabase(env) {
  const summary = execFileSync('npx', ['tsx', 'scripts/demo.ts'], { env, encoding: 'utf8' });
  execFileSync(
    'npx',
    ['tsx', 'tests/reliability/point-lead-webhook.ts', SITE, `http://127.0.0.1:${env.WEBHOOK_PORT}/leads`],
    { env, stdio: 'ignore' },
  );
  return summary.split('\n').find((line) => line.startsWith('Seeded')) ?? summary.trim();
}

// ---- the dashboard, signed in over HTTP ------------------------------------------------------------------------

const cookiesOf = (res) =>
  (res.headers.get('set-cookie') ?? '')
    .split(/,(?=\s*[A-Za-z0-9_.-]+=)/)
    .map((cookie) => cookie.split(';')[0].trim())
    .filter((pair) => pair && !pair.endsWith('='));

/** Signs `email` in through the balancer (password, then the authenticator code); resolves the session's cookies. */
async function signIn(email, client) {
  const form = (fields) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    client,
  });
  const first = await viaBalancer(dashboardOrigin(), '/session', form({ email, password: DEMO_PASSWORD }));
  const step = cookiesOf(first);
  if (!first.headers.get('location')?.includes('/sign-in/two-factor'))
    throw new Error(`signing in ${email} answered ${first.status} ${first.headers.get('location')}`);
  const second = await viaBalancer(dashboardOrigin(), '/session/two-factor', {
    ...form({ code: totpCode(DEMO_TOTP_SECRETS[email]) }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: step.join('; ') },
  });
  if (!second.headers.get('location')?.endsWith('/leads'))
    throw new Error(`the code step for ${email} answered ${second.status} ${second.headers.get('location')}`);
  return [...step, ...cookiesOf(second)].join('; ');
}

/** A multipart body with one JPEG under `photos`, as the car editor's file input sends it. */
async function photoUpload() {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----two-servers-${run}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="front.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

// ---- the check -------------------------------------------------------------------------------------------------

async function importCar(pin, stocknum, price) {
  const res = await viaBalancer(`http://127.0.0.1:${balancerPort}`, `/api/stock/import?site=${SITE}`, {
    method: 'POST',
    pin,
    headers: { authorization: `Bearer ${serverEnv.ADMIN_TOKEN}`, 'content-type': 'text/csv' },
    body:
      'stocknum,dealership_slug,make,model,year,km,car_type,status,price,sold\n' +
      `${stocknum},${DEALERSHIP},Mazda,CX-5,2024,12000,used,in_stock,${price},no\n`,
  });
  if (res.status !== 200)
    throw new Error(`the import through ${pin} answered ${res.status}: ${await res.text()}`);
}

async function leadsAndCheckoutsThroughAKill(sql) {
  const car = await checkoutCar();
  const attempts = [];
  let acknowledged = 0;
  let killedAt = null;
  // When the kill had taken effect: a request the balancer passed to A until then was A's when it died.
  let diedAt = null;
  let next = 0;
  const results = [];
  const worker = async () => {
    while (next < LEADS) {
      const n = next++;
      const result = await postLeadUntilAcknowledged(n, attempts);
      results.push(result);
      if (result.id) acknowledged += 1;
      if (killedAt === null && acknowledged >= LEADS / 2) {
        killedAt = performance.now();
        servers.a.process.once('exit', () => (diedAt = performance.now()));
        process.kill(-servers.a.process.pid, 'SIGKILL');
      }
    }
  };
  const burst = Promise.all(Array.from({ length: LEAD_CONCURRENCY }, worker));
  const checkouts = Promise.all(Array.from({ length: CHECKOUTS }, (_, n) => startCheckout(car, n)));
  const [, holds] = await Promise.all([burst, checkouts]);
  log(
    `${LEADS} leads at ${LEAD_CONCURRENCY} concurrent and ${CHECKOUTS} checkouts of ${car.slug} through the ` +
      `balancer; A killed with SIGKILL after ${LEADS / 2} acknowledgements`,
  );
  await startServer('a');
  log(`A restarted on ${servers.a.port}`);

  const acked = results.filter((r) => r.id);
  check(acked.length === LEADS, `every lead acknowledged in the end: ${acked.length}/${LEADS}`);
  // Only A's requests may fail: those HAProxy's log shows it sent to A, and those it never logged (a request on a
  // connection the balancer closed as A died) begun before A was gone. One B answered, or one begun after A was gone
  // that A did not take, is a fault.
  const failed = attempts.filter((a) => a.status < 200 || a.status >= 300);
  const servedBy = serversByAttempt(balancer.lines);
  const sentToA = failed.filter((a) => servedBy.get(a.id) === 'a').length;
  const faults = failed.filter(
    (a) => !(servedBy.get(a.id) === 'a' || (!servedBy.has(a.id) && a.began < diedAt && a.ended >= killedAt)),
  );
  check(
    killedAt !== null && faults.length === 0 && failed.length <= LEAD_CONCURRENCY,
    `the only failed answers were A's when it died: ${failed.length} failed ` +
      `(${failed.map((a) => a.status).join(', ') || 'none'}): ${sentToA} logged by the balancer as sent to A, ` +
      `${failed.length - sentToA - faults.length} cut off with their connection as A died, ${faults.length} otherwise; ` +
      'each retried with its key',
  );
  const ids = new Set(acked.map((r) => r.id));
  check(ids.size === LEADS, `one lead id per lead: ${ids.size} distinct ids for ${LEADS} leads`);
  const stored = await sql`select id from leads where name like ${'Two Servers %'}`;
  check(
    stored.length === LEADS && stored.every((row) => ids.has(row.id)),
    `stored exactly once each: ${stored.length} rows for ${LEADS} acknowledged leads`,
  );
  await until(() => acked.every((r) => delivered.has(r.id)), 'not every lead reached the webhook', {
    ms: 60_000,
  }).catch(() => {});
  // A delivery A had sent when it died, before it could record the answer, is sent again once its lease runs out
  // (at least once, with the same Idempotency-Key for the receiver to drop); any other repeat is a fault.
  const repeated = acked.filter((r) => delivered.get(r.id) > 1);
  const unexplained = repeated.filter((r) => !(firstDelivered.get(r.id) < diedAt));
  check(
    acked.every((r) => delivered.has(r.id)) && unexplained.length === 0,
    `delivered once each: ${acked.filter((r) => delivered.has(r.id)).length}/${LEADS} at the webhook; ` +
      `${repeated.length} sent again with the same key after A died mid-delivery, ${unexplained.length} otherwise`,
  );

  const won = holds.filter((h) => h.status === 201);
  const refused = holds.filter((h) => h.status === 409);
  const active = await sql`select count(*)::int as n from reservations
    where car_id = ${car.id} and status in ('pending', 'held')`;
  check(
    won.length === 1 && refused.length === CHECKOUTS - 1 && active[0].n === 1,
    `exactly one hold on the car: ${won.length} placed, ${refused.length} told it is taken, ` +
      `${active[0].n} active in the database`,
  );
  return { car, hold: won[0]?.body };
}

async function freshAcrossServers(car, hold) {
  // A price saved through A, on B's first answer after it.
  const stocknum = `TS${run}`;
  await importCar('a', stocknum, 31990);
  const hit = (
    await (await viaBalancer(siteOrigin(), `/api/search?query=${stocknum}`, { pin: 'a' })).json()
  ).hits.find((h) => h.stocknum === stocknum);
  if (!hit) throw new Error('the car imported through A is not in its search');
  const before = await (await viaBalancer(siteOrigin(), `/cars/${hit.slug}`, { pin: 'b' })).text();
  await importCar('a', stocknum, 29990);
  const after = await (await viaBalancer(siteOrigin(), `/cars/${hit.slug}`, { pin: 'b' })).text();
  check(
    before.includes('31,990') && after.includes('29,990') && !after.includes('31,990'),
    `a price saved through A ($31,990 to $29,990) is on B's first answer after it`,
  );

  // A reservation paid through A, RESERVED on B.
  const unpaid = await (await viaBalancer(siteOrigin(), `/cars/${car.slug}`, { pin: 'b' })).text();
  const paid = await viaBalancer(siteOrigin(), '/api/payments/demo/confirm', {
    method: 'POST',
    pin: 'a',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reference: hold.reference,
      holdSecret: hold.holdSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '08/39',
      cvc: '123',
    }),
  });
  if (paid.status !== 202) throw new Error(`the demo payment through A answered ${paid.status}`);
  const status = async () =>
    (
      await (
        await viaBalancer(
          siteOrigin(),
          `/api/reservations/${hold.reference}?secret=${encodeURIComponent(hold.holdSecret)}`,
          { pin: 'a' },
        )
      ).json()
    ).status;
  await until(async () => (await status()) === 'paid', 'the payment through A was not applied', {
    ms: 30_000,
  });
  const reserved = await (await viaBalancer(siteOrigin(), `/cars/${car.slug}`, { pin: 'b' })).text();
  const says = (html) => (html.includes('This car is reserved.') ? 'reserved' : 'on sale');
  check(
    says(reserved) === 'reserved',
    `a reservation paid through A reads RESERVED on B's next answer (B's answer while it was held: ${says(unpaid)})`,
  );

  // A photo uploaded through A, served by B.
  // From this machine: the demo password is refused from afar.
  const cookie = await signIn(ADMIN);
  // The inbox (which refreshes itself by asking its server again) lists a lead sent through A on B.
  const inboxLead = await viaBalancer(siteOrigin(), '/api/leads', {
    method: 'POST',
    pin: 'a',
    headers: { 'content-type': 'application/json' },
    body: leadBody('inbox'),
  });
  const inbox = await (
    await viaBalancer(dashboardOrigin(), '/leads', { pin: 'b', headers: { cookie } })
  ).text();
  check(
    inboxLead.ok && inbox.includes('Two Servers inbox'),
    `the inbox on B lists a lead sent through A a moment before (${inboxLead.status})`,
  );

  const { body, contentType } = await photoUpload();
  const uploaded = await viaBalancer(dashboardOrigin(), `/stock/${hit.id}/photos`, {
    method: 'POST',
    pin: 'a',
    headers: { cookie, 'content-type': contentType },
    body,
  });
  check(
    uploaded.status === 303 && uploaded.headers.get('location')?.includes('done=photos_added'),
    `a photo uploaded through A is taken (${uploaded.status} ${uploaded.headers.get('location')})`,
  );
  const page = await (await viaBalancer(siteOrigin(), `/cars/${hit.slug}`, { pin: 'b' })).text();
  const photo = /\/media\/cars\/uploads\/[^"?\s]+\.(?:webp|jpg|avif)/.exec(page)?.[0];
  const served = photo ? await viaBalancer(siteOrigin(), photo, { pin: 'b' }) : null;
  check(
    served?.status === 200 && (served.headers.get('content-type') ?? '').startsWith('image/'),
    `B's car page shows the photo uploaded through A, and B serves it (${photo ?? 'no photo'}: ${served?.status})`,
  );
}

async function limitsAcrossServers() {
  // The per-client limit of public writes: one client, round robin over the two servers.
  const statuses = [];
  for (let n = 0; n < WRITE_LIMIT + 2; n++) {
    const res = await viaBalancer(siteOrigin(), '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: leadBody(`limit ${n}`),
      client: '10.48.0.1',
    });
    statuses.push(res.status);
    await res.text();
  }
  const accepted = statuses.filter((s) => s >= 200 && s < 300).length;
  check(
    accepted === WRITE_LIMIT && statuses.slice(WRITE_LIMIT).every((s) => s === 429),
    `one client's writes through both servers: ${accepted} accepted, then ${statuses.slice(accepted).join(', ')} ` +
      `(limit ${WRITE_LIMIT} a minute, shared)`,
  );

  // The sign-in lockout: five wrong passwords are free, the sixth waits, whichever server each reaches.
  const answers = [];
  for (let n = 0; n < 6; n++) {
    const res = await viaBalancer(dashboardOrigin(), '/session', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: SALES, password: `wrong-${n}` }).toString(),
      client: '10.48.0.2',
    });
    answers.push(res.headers.get('location') ?? String(res.status));
  }
  // The fifth failure starts the client's first wait (1 s): it and the sixth, sent within it, are told to wait.
  check(
    answers.slice(0, 4).every((a) => a.includes('error=invalid')) &&
      answers.slice(4).every((a) => a.includes('error=locked')),
    `five wrong passwords through both servers are refused, the sixth waits: ${answers.join(', ')}`,
  );

  // An idempotency key: the same lead again through B answers A's id; another lead under it is refused.
  const key = `two-servers-idem-${run}`;
  const post = (pin, body) =>
    viaBalancer(siteOrigin(), '/api/leads', {
      method: 'POST',
      pin,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
      client: '10.48.0.3',
    });
  const first = await post('a', leadBody('idem'));
  const again = await post('b', leadBody('idem'));
  const other = await post('b', leadBody('idem', ' changed'));
  const [firstId, againId] = [(await first.json()).id, (await again.json()).id];
  check(
    first.ok && again.ok && firstId === againId && other.status === 422,
    `a key used on A: the same lead through B answers A's id (${again.status}), another lead under it ${other.status}`,
  );
}

async function main() {
  const ports = {
    pg: await freePort(),
    redis: await freePort(),
    webhook: await freePort(),
    balancer: await freePort(),
    a: await freePort(),
    b: await freePort(),
  };
  balancerPort = ports.balancer;
  servers.a = { port: ports.a };
  servers.b = { port: ports.b };
  await startWebhook(ports.webhook);
  const [pg, , s3Endpoint] = await Promise.all([
    startPostgres(path.join(tempDir, 'pg'), ports.pg),
    startRedis(redisServer, ports.redis),
    startS3(),
  ]);
  database = pg;
  log(`PostgreSQL, redis-server on ${ports.redis} and the S3 stand-in at ${s3Endpoint}`);

  serverEnv = {
    ...process.env,
    DATABASE_URL: pg.url,
    FORECOURT_MODE: 'demo',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    CACHE_URL: `redis://127.0.0.1:${ports.redis}`,
    MEDIA_STORAGE: 's3',
    MEDIA_S3_ENDPOINT: s3Endpoint,
    MEDIA_S3_BUCKET: 'forecourt-media',
    MEDIA_S3_REGION: 'ap-southeast-2',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIDFORECOURTTEST',
    MEDIA_S3_SECRET_ACCESS_KEY: 'stand-in-secret-key-0123456789',
    // One secret of each kind for both servers: a session, a sealed setting or a hold made on one is good on both.
    AUTH_SECRET: `two-servers-auth-secret-${run}-0123456789abcdef`,
    SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    ADMIN_TOKEN: `two-servers-admin-${run}`,
    DASHBOARD_HOST: `dashboard.localhost:${ports.balancer}`,
    TRUSTED_PROXIES: '127.0.0.1',
    API_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT),
    WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
    WEBHOOK_PORT: String(ports.webhook),
    OUTBOX_POLL_MS: '200',
    OUTBOX_LEASE_MS: '15000',
    DATA_DIR: path.join(tempDir, 'data-seed'),
    // The Sydney group's cars (1,000 by default): enough for every case here, and seeded in half the time.
    SEED_CARS: '300',
  };
  delete serverEnv.TEST_DATABASE_URL;
  const seeded = await seedDatabase(serverEnv);
  log(`the demo sites on PostgreSQL (${seeded}), their photos in the bucket, a webhook for the leads`);

  await Promise.all([startServer('a'), startServer('b')]);
  balancer = await startHaproxy(haproxy, path.join(tempDir, 'haproxy.cfg'), ports.balancer, [
    { name: 'a', port: ports.a },
    { name: 'b', port: ports.b },
  ]);
  await until(balancerReady, 'HAProxy did not find the servers ready', { ms: 20_000 });
  log(`servers A on ${ports.a} and B on ${ports.b}, HAProxy on ${ports.balancer}`);

  const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  try {
    const { car, hold } = await leadsAndCheckoutsThroughAKill(sql);
    if (hold) await freshAcrossServers(car, hold);
    await limitsAcrossServers();
  } finally {
    await sql.end();
  }
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
