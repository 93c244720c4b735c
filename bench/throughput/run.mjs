// `npm run bench:throughput`: what a page costs to serve, against what a file costs. On one `next start` of the
// product (BENCH_THROUGHPUT_PORT, default 3170; its own seeded data directory), autocannon asks for each page type
// (home, search without a query, car, model) and for a static file of about the same size served by the same server
// (the framework chunk nearest in size), raw and compressed, BENCH_THROUGHPUT_CONNECTIONS (10) connections for
// BENCH_THROUGHPUT_SECONDS (10) s each. Budget: page/static requests per second at least 0.5, compressed, as every
// browser asks; the uncompressed ratio is printed for information (ADR 0023). Prints a table and writes
// bench/results/<time>-throughput.json.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { demoCarPath } from '../lib/demo-car.mjs';
import { startProduct } from '../lib/product.mjs';
import { recordResults } from '../lib/record.mjs';
import { stopAllServers } from '../lib/servers.mjs';

const port = Number(process.env.BENCH_THROUGHPUT_PORT || 3170);
const connections = Number(process.env.BENCH_THROUGHPUT_CONNECTIONS || 10);
const duration = Number(process.env.BENCH_THROUGHPUT_SECONDS || 10);
const MIN_RATIO = 0.5;
const SITE = 'sydney-motor-group';
const host = `${SITE}.localhost:${port}`;

/** The p-th percentile of sorted latencies, in whole milliseconds. */
function percentile(sorted, p) {
  return sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** Requests per second and p95 latency of GET `pathname` on the product's server. */
async function load(pathname, compressed) {
  const latencies = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections,
    duration,
    headers: { host, ...(compressed ? { 'accept-encoding': 'gzip, br' } : {}) },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${pathname}: ${failures} requests failed`);
  return { requestsPerSecond: Math.round(result.requests.average), p95Ms: percentile(latencies, 95) };
}

/** The framework chunk whose size is nearest `bytes`: a static file of the same server, of about the page's size. */
function nearestStaticFile(bytes) {
  const dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'static/chunks');
  const chunks = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
  const nearest = chunks.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0];
  return { pathname: `/_next/static/chunks/${nearest.name}`, bytes: nearest.size };
}

try {
  await startProduct(port);
  const pages = [
    ['home', '/'],
    ['search (no query)', '/search/new-used-and-demo-cars'],
    ['car', await demoCarPath(`http://${host}`)],
    ['model', '/models/ranger'],
  ];
  const rows = [];
  for (const [name, pathname] of pages) {
    const page = await fetchSite(`http://${host}${pathname}`);
    if (page.status !== 200) throw new Error(`${pathname} answered ${page.status}`);
    const bytes = (await page.arrayBuffer()).byteLength;
    const file = nearestStaticFile(bytes);
    for (const compressed of [false, true]) {
      process.stdout.write(`${name}${compressed ? ' (compressed)' : ''}: page, then ${file.pathname}\n`);
      const pageLoad = await load(pathname, compressed);
      const fileLoad = await load(file.pathname, compressed);
      const ratio = pageLoad.requestsPerSecond / fileLoad.requestsPerSecond;
      rows.push({
        page: name,
        pathname,
        encoding: compressed ? 'gzip/br' : 'identity',
        pageBytes: bytes,
        staticFile: file.pathname,
        staticBytes: file.bytes,
        pageRequestsPerSecond: pageLoad.requestsPerSecond,
        pageP95Ms: pageLoad.p95Ms,
        staticRequestsPerSecond: fileLoad.requestsPerSecond,
        staticP95Ms: fileLoad.p95Ms,
        ratio: Number(ratio.toFixed(2)),
        // Uncompressed is what a client with no Accept-Encoding gets; no browser or CDN asks for it (ADR 0023).
        verdict: !compressed ? '-' : ratio >= MIN_RATIO ? 'PASS' : 'FAIL',
      });
    }
  }
  console.log(
    `\nThroughput: ${connections} connections, ${duration} s each; budget page/static >= ${MIN_RATIO} compressed`,
  );
  console.table(
    rows.map((r) => ({
      page: r.page,
      encoding: r.encoding,
      'page KB': Math.round(r.pageBytes / 1024),
      'page req/s': r.pageRequestsPerSecond,
      'page p95 ms': r.pageP95Ms,
      'file KB': Math.round(r.staticBytes / 1024),
      'file req/s': r.staticRequestsPerSecond,
      'file p95 ms': r.staticP95Ms,
      'page/file': r.ratio,
      budget: r.verdict,
    })),
  );
  const file = recordResults('throughput', { connections, seconds: duration, minRatio: MIN_RATIO, rows });
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} catch (error) {
  console.error(`The throughput bench could not run: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
