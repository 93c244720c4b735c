// node tests/reliability/otlp-spans.mjs — traces, logs, metrics and readiness of the real built server (run by
// `npm test` after the build, as one check). Starts the production server (`next start`, NEXT_DIST_DIR build,
// default .next) on OBSERVE_PORT (default 3350) on a data directory of its own, with OTEL_EXPORTER_OTLP_ENDPOINT
// pointing at an OTLP/HTTP receiver of this script (OBSERVE_OTLP_PORT, 3351; the exporter sends JSON) and the
// Sydney demo site's leads going to a webhook receiver of this script (OBSERVE_WEBHOOK_PORT, 3352). It views a page,
// posts a lead (delivered to the receiver by the jobs) and starts a demo payment, then checks that the receiver got
// a request span, database query spans, a lead delivery span and a payment span; that the server's stdout holds one
// JSON line per request with the request id it was sent and none of the buyer's details; that /metrics answers on
// the dashboard host only, with its token; and that readiness is 200 with its outbox detail.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { demoSitesInto } from '../../scripts/lib/demo-seed-template.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { builtServerEnv, startBuiltServerCheck } from './lib/built-server-check.mjs';

const port = Number(process.env.OBSERVE_PORT ?? 3350);
const otlpPort = Number(process.env.OBSERVE_OTLP_PORT ?? 3351);
const webhookPort = Number(process.env.OBSERVE_WEBHOOK_PORT ?? 3352);
const site = 'sydney-motor-group';
const siteUrl = (p) => `http://${site}.localhost:${port}${p}`;
const metricsToken = 'observe-metrics-token-0123456789';
const buyer = {
  name: 'Ottoline Vandersnoot',
  email: 'ottoline.vandersnoot@observe-probe.example',
  phone: '0498 765 432',
};
const { distDir, seconds, tempDir, dataDir } = startBuiltServerCheck('otlp-spans');
const env = builtServerEnv({ dataDir, distDir }, port, {
  OUTBOX_POLL_MS: '200',
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: 'info',
  // The webhook receiver below listens on 127.0.0.1: a lead destination only when allowed.
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
});

/** Every span the receiver got: its name, kind and attributes as a plain object. */
const spans = [];
const attributesOf = (list = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value ?? {})[0]]));
const otlp = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.url !== '/v1/traces' || !String(req.headers['content-type']).includes('json')) {
      return res.writeHead(415).end();
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          spans.push({
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
            raw: span,
          });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let delivered = 0;
const webhook = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    delivered += 1;
    res.writeHead(200).end('{}');
  });
});

let server = null;
let stdout = '';
function cleanUp() {
  if (server?.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  otlp.close();
  webhook.close();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

const listen = (s, p) =>
  new Promise((resolve, reject) => {
    s.once('error', reject);
    s.listen(p, '127.0.0.1', resolve);
  });

/** Polls `check` every 200 ms until it returns a truthy value or `ms` pass. */
async function until(what, check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (server?.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const failures = [];
function expect(ok, what) {
  console.log(`${seconds()} s: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures.push(what);
}

/** A car of the site that takes checkout, and its dealership id (read from its checkout page's props). */
async function checkoutCar() {
  const search = await (await fetchSite(siteUrl('/api/search?page=1'))).json();
  const hit = search.hits.find(
    (h) =>
      h.status === 'in_stock' &&
      !h.sold &&
      !h.reserved &&
      h.price > 200 &&
      h.reservable !== false &&
      h.hasCheckoutPaymentProcessor &&
      h.tag !== 'Test Drive Only',
  );
  if (!hit) throw new Error('no car of the demo site takes checkout');
  const page = await (await fetchSite(siteUrl(`/cars/${hit.slug}/checkout`))).text();
  const dealershipId = /dealershipId\\?":(\d+)/.exec(page)?.[1];
  if (!dealershipId) throw new Error(`no dealership id on /cars/${hit.slug}/checkout`);
  return { carId: hit.id, dealershipId };
}

async function main() {
  await listen(otlp, otlpPort);
  await listen(webhook, webhookPort);
  await demoSitesInto(dataDir);
  await run(
    'npx',
    ['tsx', 'tests/reliability/point-lead-webhook.ts', site, `http://127.0.0.1:${webhookPort}/leads`],
    {
      env,
    },
  );
  server = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  server.stdout.on('data', (c) => (stdout += c));
  server.stderr.on('data', (c) => (stdout += c));
  await until(
    'the server answering /api/health',
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    60_000,
  );
  console.log(`${seconds()} s: server up on ${port} (build ${distDir}, data ${dataDir})`);

  const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
  const readiness = await ready.json();
  expect(
    ready.status === 200 && readiness.ready === true && readiness.outboxes?.length === 4,
    `readiness 200 with four outboxes (${ready.status} ${JSON.stringify(readiness).slice(0, 120)})`,
  );

  const page = await fetchSite(siteUrl('/'), { headers: { 'x-request-id': 'observe-page-1' } });
  expect(page.status === 200, `home page 200 (${page.status})`);
  expect(
    page.headers.get('x-request-id') === 'observe-page-1',
    'the request id sent comes back in X-Request-Id',
  );
  const made = (
    await fetchSite(siteUrl('/'), { headers: { 'x-request-id': 'bad id {forged}' } })
  ).headers.get('x-request-id');
  expect(/^[0-9a-f-]{36}$/.test(made ?? ''), `an insane request id is replaced by a new one (${made})`);

  const lead = await fetchSite(siteUrl('/api/leads'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl('') },
    body: JSON.stringify({ lead: { category: 'General Enquiry', ...buyer, message: `Call ${buyer.name}` } }),
  });
  expect(lead.status === 201, `lead stored (${lead.status})`);
  await until('the lead reaching the webhook', async () => delivered > 0, 20_000);

  const { carId, dealershipId } = await checkoutCar();
  const payment = await fetchSite(
    siteUrl(
      `/api/dealerships/${dealershipId}/payment_intent?car_id=${carId}&origin=${encodeURIComponent(siteUrl(''))}`,
    ),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl('') },
      body: JSON.stringify({
        buyer: { name: buyer.name, email: buyer.email, mobile: buyer.phone, postcode: '2000' },
      }),
    },
  );
  expect(payment.status < 300, `a demo payment started (${payment.status})`);

  const metricsUrl = `http://dashboard.localhost:${port}/metrics`;
  const auth = { authorization: `Bearer ${metricsToken}` };
  const scraped = await fetchSite(metricsUrl, { headers: auth });
  const text = await scraped.text();
  expect(scraped.status === 200, `/metrics on the dashboard host with the token: ${scraped.status}`);
  expect(/forecourt_leads_created_total [1-9]/.test(text), 'metrics count the lead');
  expect(
    /forecourt_lead_deliveries_total\{outcome="sent"\} [1-9]/.test(text),
    'metrics count the delivery sent',
  );
  expect(/forecourt_active_holds 1/.test(text), 'metrics count the active hold');
  expect(
    /forecourt_http_requests_total\{route="\/api\/leads",status="201"\} 1/.test(text),
    'requests by route and status',
  );
  expect(
    (await fetchSite(metricsUrl, { headers: { authorization: 'Bearer wrong' } })).status === 401,
    'a wrong token: 401',
  );
  expect(
    (await fetchSite(siteUrl('/metrics'), { headers: auth })).status === 404,
    "a dealer site's /metrics: 404",
  );

  const kinds = {
    request: (s) => s.kind === 2 && s.attributes['next.span_type'] === 'BaseServer.handleRequest',
    'database query': (s) => s.name.startsWith('db ') && typeof s.attributes['db.query.text'] === 'string',
    'lead delivery': (s) =>
      s.name === 'outbox deliver lead' && s.attributes['forecourt.delivery.outcome'] === 'sent',
    payment: (s) =>
      s.name === 'payment startPayment' && s.attributes['forecourt.payment.processor'] === 'demo',
  };
  const missing = () => Object.entries(kinds).filter(([, is]) => !spans.some(is));
  await until('spans of every kind', async () => missing().length === 0, 20_000).catch(() => null);
  for (const [kind, is] of Object.entries(kinds)) {
    expect(spans.some(is), `${kind} span received (${spans.filter(is).length})`);
  }
  const spanText = JSON.stringify(spans.map((s) => s.raw));
  expect(
    [buyer.name, buyer.email, buyer.phone].every((v) => !spanText.includes(v)),
    `no buyer's detail in ${spans.length} spans`,
  );

  const lines = stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
  const access = lines.find((l) => l.msg === 'request' && l.requestId === 'observe-page-1');
  expect(
    access?.site === `${site}.localhost` &&
      access.status === 200 &&
      access.route === '/' &&
      access.durationMs >= 0,
    `one JSON access line for the page, with its request id (${JSON.stringify(access)})`,
  );
  expect(
    lines.some((l) => l.msg === 'job' && l.job === 'deliver leads' && l.count >= 1),
    'a JSON line for the delivery job',
  );
  expect(
    [buyer.name, buyer.email, buyer.phone, 'Vandersnoot'].every((v) => !stdout.includes(v)),
    `no buyer's detail in ${lines.length} log lines`,
  );
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (!ok) console.error(`server output (last 3000 characters):\n${stdout.slice(-3000)}`);
  cleanUp();
}
console.log(`${seconds()} s: ${ok ? 'passed' : `failed: ${failures.join('; ')}`}`);
process.exit(ok ? 0 : 1);
