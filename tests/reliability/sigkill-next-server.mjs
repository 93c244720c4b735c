// node tests/reliability/sigkill-next-server.mjs — the SIGKILL case against the real built server.
// Seeds a fresh data directory, starts `next start` (NEXT_DIST_DIR build) on RELIABILITY_PORT (default
// 3140) with the outbox worker, runs the demo CRM webhook (127.0.0.1:4010, where the seeded sites deliver),
// sends 500 concurrent leads, kills the server with SIGKILL after the 100th 2xx, restarts it, and checks
// that every acknowledged lead is in `npm run leads` and reaches the webhook exactly once.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEXT_BIN, run } from '../../scripts/lib/run.mjs';

const port = Number(process.env.RELIABILITY_PORT ?? 3140);
const secret = 'whsec_demo_sydney_motor_group';
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fc-sigkill-next-')), 'data');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  OUTBOX_POLL_MS: '200',
};
delete env.DATABASE_URL;

const received = new Map();
let duplicates = 0;
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const [, t, mac] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(req.headers['x-forecourt-signature'] ?? '') ?? [];
    const expected = t && createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    if (!mac || mac !== expected) return res.writeHead(401).end();
    const id = req.headers['idempotency-key'];
    if (received.has(id)) duplicates += 1;
    else received.set(id, true);
    res.writeHead(200).end('{}');
  });
});
await new Promise((r) => webhook.listen(4010, '127.0.0.1', r));

function startServer() {
  return spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    stdio: 'ignore',
    env,
    detached: true,
  });
}
async function healthy() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server not healthy');
}

await run('npx', ['tsx', 'scripts/seed.ts'], { env, stdio: 'ignore' });
let server = startServer();
await healthy();
const acked = [];
let cut = 0;
let killedAt = null;
await Promise.all(
  Array.from({ length: 500 }, async (_, n) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: 'POST',
        headers: { host: `sydney-motor-group.localhost:${port}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          lead: { category: 'General Enquiry', name: `Kill ${n}`, email: `kill${n}@example.com` },
        }),
      });
      if (res.ok) acked.push((await res.json()).id);
      else cut += 1;
    } catch {
      cut += 1;
    }
    if (killedAt === null && acked.length >= 100) {
      killedAt = acked.length;
      process.kill(-server.pid, 'SIGKILL');
    }
  }),
);
console.log(`killed after ${killedAt} acknowledgements; ${acked.length} acknowledged in all, ${cut} cut off`);
server = startServer();
await healthy();
const exportText = execFileSync(
  'npx',
  ['tsx', 'scripts/export-leads.ts', '--site', 'sydney-motor-group', '--format', 'json'],
  { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let exported;
try {
  exported = JSON.parse(exportText);
} catch {
  console.error(`npm run leads did not print JSON: ${exportText.slice(0, 300)}`);
  process.kill(-server.pid, 'SIGKILL');
  process.exit(1);
}
const stored = new Set(exported.map((l) => l.lead_id));
const missing = acked.filter((id) => !stored.has(id));
const deadline = Date.now() + 90_000;
while (Date.now() < deadline && acked.some((id) => !received.has(id)))
  await new Promise((r) => setTimeout(r, 500));
const undelivered = acked.filter((id) => !received.has(id));
console.log(
  `stored: ${acked.length - missing.length}/${acked.length}; delivered: ${acked.length - undelivered.length}/${acked.length}; duplicates at the webhook: ${duplicates}`,
);
process.kill(-server.pid, 'SIGTERM');
webhook.close();
rmSync(path.dirname(dataDir), { recursive: true, force: true });
process.exit(missing.length === 0 && undelivered.length === 0 && duplicates === 0 ? 0 : 1);
