// `npm run bench:leads`: POST /api/leads under load. Builds if the sources changed (NEXT_DIST_DIR), seeds a
// fresh data directory, serves it on BENCH_LEADS_PORT (default 3130) with its jobs running, and
// sends valid enquiries with autocannon: 50 connections for 20 s (BENCH_LEADS_CONNECTIONS, _SECONDS).
// The per-client rate limit is raised for the run: every connection comes from 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { recordResults } from '../lib/record.mjs';

const port = Number(process.env.BENCH_LEADS_PORT ?? 3130);
const connections = Number(process.env.BENCH_LEADS_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_LEADS_SECONDS ?? 20);
const host = `sydney-motor-group.localhost:${port}`;
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fc-bench-leads-')), 'data');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
};
delete env.DATABASE_URL;

/** The p-th percentile of sorted latencies, in whole milliseconds. */
function percentile(sorted, p) {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

await ensureBuild();
await run('npx', ['tsx', 'scripts/demo.ts'], { env });
const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'ignore', env });
try {
  await waitForHealth();
  const body = JSON.stringify({
    lead: {
      category: 'General Enquiry',
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone: '0412 345 678',
      message: 'Is this car still available?',
      opt_in: true,
      visited_pages: ['/', '/search/new-used-and-demo-cars/'],
    },
  });
  const latencies = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}/api/leads`,
    method: 'POST',
    connections,
    duration,
    headers: { host, 'content-type': 'application/json' },
    body,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  // autocannon counts a timeout among its errors too (errors includes timeouts).
  const failed = result.non2xx + result.errors;
  console.log(`\nPOST /api/leads, ${connections} connections, ${duration} s`);
  console.table({
    requests: result.requests.total,
    'requests/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': percentile(latencies, 50),
    'latency p95 ms': percentile(latencies, 95),
    'latency p99 ms': percentile(latencies, 99),
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    'errors (of which timeouts)': `${result.errors} (${result.timeouts})`,
  });
  const recorded = recordResults('leads', {
    connections,
    seconds: duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    },
    ok: result['2xx'],
    failed,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  });
  console.log(`Wrote ${recorded}`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
