// node tests/reliability/sigkill-next-server.mjs — the SIGKILL case against the real built server (run by
// `npm test` after the build, as one check). Seeds a fresh data directory of its own, points the Sydney
// demo site's webhook at a receiver of its own (RELIABILITY_WEBHOOK_PORT, default 3141), starts
// the production server (`next start`) from the NEXT_DIST_DIR build (default .next) on RELIABILITY_PORT (default 3140) with its
// jobs running (lead delivery among them), sends RELIABILITY_LEADS (default 200) leads at once, kills the server with SIGKILL once
// half of them are acknowledged, restarts it, and checks that every acknowledged lead is in `npm run leads`
// and reaches the webhook. A delivery cut off by the kill may arrive twice (at least once, with the same
// Idempotency-Key for the receiver to drop): duplicates are counted and printed, not failed.
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

const port = Number(process.env.RELIABILITY_PORT ?? 3140);
const webhookPort = Number(process.env.RELIABILITY_WEBHOOK_PORT ?? 3141);
const leadCount = Number(process.env.RELIABILITY_LEADS ?? 200);
const killAfter = Math.ceil(leadCount / 2);
const site = 'sydney-motor-group';
const secret = 'whsec_demo_sydney_motor_group';
const { distDir, seconds, tempDir, dataDir } = startBuiltServerCheck('sigkill-next');
const env = builtServerEnv({ dataDir, distDir }, port, {
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  // The webhook receiver below listens on 127.0.0.1: a lead destination only when allowed.
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
  OUTBOX_POLL_MS: '200',
  // Deliveries claimed when the server is killed are retried when their lease runs out: 15 s, not the default
  // 2 minutes, so they are due well within the 60 s this check waits after the restart.
  OUTBOX_LEASE_MS: '15000',
});

const received = new Set();
let duplicates = 0;
// Until the kill, the receiver holds each answer for 2 s, so deliveries are in flight when the server dies. One
// whose sender died before the answer is not counted as received (the server never learnt it was delivered):
// it must come again once its lease runs out after the restart.
let holdAnswers = true;
let cutOffInFlight = 0;
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const [, t, mac] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(req.headers['x-forecourt-signature'] ?? '') ?? [];
    const expected = t && createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (!mac || mac !== expected) return res.writeHead(401).end();
    const id = req.headers['idempotency-key'];
    const answer = () => {
      if (req.socket.destroyed) {
        cutOffInFlight += 1;
        return;
      }
      if (received.has(id)) duplicates += 1;
      else received.add(id);
      res.writeHead(200).end('{}');
    };
    if (holdAnswers) setTimeout(answer, 2000);
    else answer();
  });
});

let server = null;
function stopServer(signal) {
  if (server?.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  }
}
function cleanUp() {
  stopServer('SIGKILL');
  webhook.close();
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

/** The production server in a process group of its own, so a kill reaches the server and nothing else. */
function startServer() {
  const child = spawn(process.execPath, nextStartArgs(port), {
    stdio: 'ignore',
    env,
    detached: true,
  });
  return child;
}

async function main() {
  await new Promise((resolve, reject) => {
    webhook.once('error', reject);
    webhook.listen(webhookPort, '127.0.0.1', resolve);
  });
  // Under npm test, a copy of the demo sites seeded once for the run; run on its own, seeded here.
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
  let killedAt = null;
  const results = await Promise.all(
    Array.from({ length: leadCount }, (_, n) =>
      submitLead({ site, port, who: 'Kill' }, n, acked, () => {
        if (killedAt !== null || acked.length < killAfter) return;
        killedAt = acked.length;
        stopServer('SIGKILL');
        holdAnswers = false;
      }),
    ),
  );
  const cut = results.filter((ok) => !ok).length;
  console.log(
    `${seconds()} s: ${leadCount} leads sent at once; SIGKILL after ${killedAt} acknowledgements; ` +
      `${acked.length} acknowledged in all, ${cut} cut off`,
  );
  if (killedAt === null)
    throw new Error('the server was never killed: fewer leads acknowledged than the kill point');

  server = startServer();
  await untilHealthy(() => server, port);
  const exportText = execFileSync(
    'npx',
    ['tsx', 'scripts/export-leads.ts', '--site', site, '--format', 'json'],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let exported;
  try {
    exported = JSON.parse(exportText);
  } catch {
    throw new Error(`npm run leads did not print JSON: ${exportText.slice(0, 300)}`);
  }
  const stored = new Set(exported.map((l) => l.lead_id));
  const missing = acked.filter((id) => !stored.has(id));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && acked.some((id) => !received.has(id)))
    await new Promise((r) => setTimeout(r, 250));
  const undelivered = acked.filter((id) => !received.has(id));
  console.log(
    `${seconds()} s: after the restart, stored ${acked.length - missing.length}/${acked.length} acknowledged leads ` +
      `(${exported.length} in the export), delivered ${acked.length - undelivered.length}/${acked.length}; ` +
      `duplicate deliveries at the webhook: ${duplicates}; answers cut off by the kill at the webhook: ${cutOffInFlight}`,
  );
  if (missing.length) console.error(`acknowledged but not stored: ${missing.join(', ')}`);
  if (undelivered.length) console.error(`acknowledged but not delivered: ${undelivered.join(', ')}`);
  return missing.length === 0 && undelivered.length === 0 && acked.length > 0;
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
