// node tests/reliability/sigterm-drain.mjs — the graceful shutdown against the real built server (run by `npm test`
// after the build, as one check). Seeds a data directory of its own, points the Sydney demo site's webhook at a
// receiver of its own (SIGTERM_WEBHOOK_PORT, default 3401), starts the production server (`next start`, with
// NEXT_MANUAL_SIG_HANDLE=true as `npm start` sets it) on SIGTERM_PORT (default 3400) with its jobs running and the
// DEFAULT outbox lease (2 minutes), sends SIGTERM_LEADS (default 300) leads at once and SIGTERM once half of them
// are acknowledged. It checks that the server exits 0 within SHUTDOWN_GRACE_MS, restarts it, and that every
// acknowledged lead is stored and delivered exactly once, all of them within 30 s of the restart: a delivery left
// under a lease would wait the 2 minutes out.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { demoSitesInto } from '../../scripts/lib/demo-seed-template.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import {
  builtServerEnv,
  startBuiltServerCheck,
  submitLead,
  untilHealthy,
} from './lib/built-server-check.mjs';

const port = Number(process.env.SIGTERM_PORT ?? 3400);
const webhookPort = Number(process.env.SIGTERM_WEBHOOK_PORT ?? 3401);
const leadCount = Number(process.env.SIGTERM_LEADS ?? 300);
const termAfter = Math.ceil(leadCount / 2);
const graceMs = 25_000;
const deliveredWithinMs = 30_000;
const site = 'sydney-motor-group';
const secret = 'whsec_demo_sydney_motor_group';
const { distDir, seconds, tempDir, dataDir } = startBuiltServerCheck('sigterm-drain');
const env = builtServerEnv({ dataDir, distDir }, port, {
  NEXT_MANUAL_SIG_HANDLE: 'true',
  SHUTDOWN_GRACE_MS: String(graceMs),
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  OUTBOX_POLL_MS: '200',
  // The webhook receiver listens on 127.0.0.1: a lead destination only when allowed.
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
});
// The default lease, on purpose: a claim the shutdown failed to hand back would hold its delivery for 2 minutes.
delete env.OUTBOX_LEASE_MS;

/** Deliveries by Idempotency-Key (one per lead and destination): more than 1 is a duplicate. */
const received = new Map();
// The receiver answers after 300 ms, so deliveries are in flight when SIGTERM comes.
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const [, t, mac] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(req.headers['x-forecourt-signature'] ?? '') ?? [];
    const expected = t && createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (!mac || mac !== expected) return res.writeHead(401).end();
    setTimeout(() => {
      const id = req.headers['idempotency-key'];
      received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end('{}');
    }, 300);
  });
});

let server = null;
const serverLines = [];
function cleanUp() {
  if (server?.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  webhook.close();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

/** The production server in a process group of its own; its JSON lines are kept (the shutdown's summary is one). */
function startServer() {
  const child = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  let rest = '';
  const keep = (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    serverLines.push(...lines);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

async function main() {
  await new Promise((resolve, reject) => {
    webhook.once('error', reject);
    webhook.listen(webhookPort, '127.0.0.1', resolve);
  });
  await demoSitesInto(dataDir);
  await run(
    'npx',
    ['tsx', 'tests/reliability/point-lead-webhook.ts', site, `http://127.0.0.1:${webhookPort}/leads`],
    { env },
  );
  server = startServer();
  await untilHealthy(() => server, port);
  console.log(`${seconds()} s: server up on ${port} (build ${distDir}, data ${dataDir})`);

  const acked = [];
  let termAt = null;
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const results = await Promise.all(
    Array.from({ length: leadCount }, (_, n) =>
      submitLead({ site, port, who: 'Term' }, n, acked, () => {
        if (termAt !== null || acked.length < termAfter) return;
        termAt = performance.now();
        process.kill(server.pid, 'SIGTERM');
      }),
    ),
  );
  if (termAt === null) throw new Error('SIGTERM was never sent: fewer leads acknowledged than its point');
  const exit = await exited;
  const stopMs = exit.at - termAt;
  const summary = serverLines.find((line) => line.includes('"msg":"shut down"'));
  console.log(
    `${seconds()} s: ${leadCount} leads sent at once; SIGTERM after ${termAfter} acknowledgements; ` +
      `${acked.length} acknowledged in all, ${results.filter((ok) => !ok).length} refused or cut off; ` +
      `the server exited with ${exit.code ?? exit.signal} ${(stopMs / 1000).toFixed(1)} s after SIGTERM; ` +
      `delivered before the restart: ${received.size}; its summary: ${summary ?? '(none)'}`,
  );
  const failures = [];
  if (exit.code !== 0) failures.push(`the server exited with ${exit.code ?? exit.signal}, not 0`);
  if (stopMs > graceMs) failures.push(`the shutdown took ${stopMs} ms, over SHUTDOWN_GRACE_MS`);
  if (!summary) failures.push('the server printed no "shut down" line');

  server = startServer();
  await untilHealthy(() => server, port);
  const restartedAt = performance.now();
  const deadline = Date.now() + deliveredWithinMs;
  while (Date.now() < deadline && acked.some((id) => !received.has(id)))
    await new Promise((r) => setTimeout(r, 100));
  const allDeliveredAfter = (performance.now() - restartedAt) / 1000;
  // A moment more, so a second delivery of any lead would have come.
  await new Promise((r) => setTimeout(r, 2 * 200 + 300));
  const exportText = execFileSync(
    'npx',
    ['tsx', 'scripts/export-leads.ts', '--site', site, '--format', 'json'],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const stored = new Set(JSON.parse(exportText).map((l) => l.lead_id));
  const missing = acked.filter((id) => !stored.has(id));
  const undelivered = acked.filter((id) => !received.has(id));
  const duplicates = [...received.values()].filter((n) => n > 1).length;
  console.log(
    `${seconds()} s: after the restart (default lease), stored ${acked.length - missing.length}/${acked.length}, ` +
      `delivered ${acked.length - undelivered.length}/${acked.length} ` +
      `(the last ${allDeliveredAfter.toFixed(1)} s after the restart); leads delivered twice: ${duplicates}`,
  );
  if (missing.length) failures.push(`acknowledged but not stored: ${missing.join(', ')}`);
  if (undelivered.length)
    failures.push(
      `not delivered within ${deliveredWithinMs / 1000} s of the restart: ${undelivered.join(', ')}`,
    );
  if (duplicates) failures.push(`${duplicates} lead(s) delivered more than once`);
  if (acked.length === 0) failures.push('no lead was acknowledged');
  for (const failure of failures) console.error(failure);
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
