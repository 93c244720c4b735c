// `npm run bench:report`: the newest result of each benchmark in bench/results/*.json, its key figures, date and
// commit. Reads every shape the benches have written (older runs lack fields later runs add); a kind it does not know
// is printed as its top-level figures.
//   node bench/report.mjs [kind…] [--until=2026-11-26T21]
//     kind     only these kinds (lighthouse, interactivity, throughput, search, leads, inbox, stock-feed, …)
//     --until  the newest result at or before this time (a prefix of the file names' UTC stamp), e.g. to read the
//              last run on a quiet machine
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const FILE_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(.+)\.json$/;
// Lighthouse's CPU index of the quiet runs the page budgets were met on (bench/run.mjs prints the same note).
const QUIET_BENCHMARK_INDEX = 2500;

const num = (value) => (value === undefined || value === null || value === '' ? NaN : Number(value));
const fixed = (value, digits = 0) => (Number.isFinite(num(value)) ? num(value).toFixed(digits) : '-');
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pathOf = (url) => {
  try {
    const { hostname, pathname } = new URL(url);
    return hostname.endsWith('.localhost')
      ? `${hostname.split('.')[0]}${pathname}`
      : `${hostname}${pathname}`;
  } catch {
    return String(url);
  }
};

function table(header, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '-')));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, i) =>
        i === 0 || ['budget', 'verdict'].includes(header[i])
          ? cell.padEnd(widths[i])
          : cell.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].map((l) => `  ${l}`);
}

const formatters = {
  lighthouse(r) {
    const pages = r.pages ?? [];
    const index = median(pages.map((p) => num(p.environment?.benchmarkIndex)));
    const lines = [];
    if (Number.isFinite(index))
      lines.push(
        `  machine: Lighthouse benchmark index ${Math.round(index)}${index < QUIET_BENCHMARK_INDEX ? ` (under ${QUIET_BENCHMARK_INDEX}: a slower CPU than the quiet runs; every page, the baseline too, reads worse)` : ''}`,
      );
    lines.push(`  rounds: ${r.settings?.runs ?? '-'}, throttling: ${r.settings?.throttlingMethod ?? '-'}`);
    lines.push(
      ...table(
        ['page', 'perf', 'LCP ms', 'LCP/base', 'TBT ms', 'CLS', 'JS KB', 'budget'],
        pages.map((p) => [
          p.name,
          p.figures?.performance,
          fixed(p.figures?.lcpMs),
          Number.isFinite(num(p.lcpRatio)) ? `${fixed(p.lcpRatio, 2)}x` : '-',
          fixed(p.figures?.tbtMs),
          fixed(p.figures?.cls, 3),
          fixed(num(p.figures?.jsTransferBytes) / 1024, 1),
          p.reasons?.length ? `${p.verdict} (${p.reasons.join('; ')})` : p.verdict,
        ]),
      ),
    );
    const judged = pages.filter((p) => p.verdict === 'PASS' || p.verdict === 'FAIL');
    lines.push(`  ${judged.filter((p) => p.verdict === 'PASS').length} of ${judged.length} pages PASS`);
    return lines;
  },
  interactivity(r) {
    return [
      `  ${r.cpuSlowdown ?? '-'}x CPU, ${fixed(num(r.network?.downloadThroughput) / 125, 0)} kbps down, ${r.network?.latency ?? '-'} ms; budget: every early tap works, first working tap <= ${r.maxFirstTapMs ?? '-'} ms`,
      ...table(
        ['control', 'early taps', 'visible ms', 'first tap ms', 'spread', 'budget'],
        (r.rows ?? []).map((row) => [
          row.control,
          `${row.earlyTapsThatWorked}/${row.trials}`,
          row.visibleMsMedian,
          row.firstWorkingTapMsMedian,
          (row.firstWorkingTapMsSpread ?? []).join('-'),
          row.verdict,
        ]),
      ),
    ];
  },
  throughput(r) {
    return [
      `  ${r.connections ?? '-'} connections, ${r.seconds ?? '-'} s each; budget page/file >= ${r.minRatio ?? '-'} (compressed)`,
      ...table(
        ['page', 'encoding', 'page req/s', 'p95 ms', 'file req/s', 'page/file', 'budget'],
        (r.rows ?? []).map((row) => [
          row.page,
          row.encoding,
          row.pageRequestsPerSecond,
          row.pageP95Ms,
          row.staticRequestsPerSecond,
          fixed(row.ratio, 2),
          row.verdict,
        ]),
      ),
    ];
  },
  search(r) {
    const rows = [];
    for (const [database, kinds] of Object.entries(r.results ?? {}))
      for (const [endpoint, f] of Object.entries(kinds ?? {}))
        rows.push([
          `${database} ${endpoint}`,
          f.queries,
          f.serverP50,
          f.serverP95,
          f.budgetP95,
          f.roundTripP95,
          f.verdict,
        ]);
    return [
      `  ${r.seedCars ?? '-'} cars`,
      ...table(
        ['database / endpoint', 'queries', 'p50 ms', 'p95 ms', 'budget ms', 'round trip p95', 'verdict'],
        rows,
      ),
    ];
  },
  leads(r) {
    const failures =
      r.non2xx === undefined
        ? `failed ${r.failed ?? '-'} (this run counted each timeout twice)`
        : `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
    return [
      `  ${r.connections ?? '-'} connections for ${r.seconds ?? '-'} s: ${r.requestsPerSecond ?? '-'} requests/s, p50 ${r.latencyMs?.p50 ?? '-'} ms, p95 ${r.latencyMs?.p95 ?? '-'} ms, p99 ${r.latencyMs?.p99 ?? '-'} ms`,
      `  ${r.ok ?? '-'} answered 2xx; ${failures}`,
    ];
  },
  inbox(r) {
    const rows = Object.entries(r.rows ?? {}).map(([url, f]) => [
      url,
      f['p50 ms'] ?? f.p50,
      f['p95 ms'] ?? f.p95,
      f.pass === undefined ? '-' : f.pass ? 'PASS' : 'FAIL',
    ]);
    return [
      `  ${r.leads ?? '-'} leads, ${r.requests ?? '-'} requests per URL; budget p95 < ${r.budgetP95Ms ?? '-'} ms; load ${r.loadAverage?.before ?? '-'} -> ${r.loadAverage?.after ?? '-'}`,
      ...table(['inbox URL', 'p50 ms', 'p95 ms', 'budget'], rows),
    ];
  },
  'stock-feed'(r) {
    // Runs before issue 44 recorded no lead posts or budgets: those cells read '-'.
    const post = (p) =>
      `${fixed(p?.seconds, 1)} s, ${p?.rowsPerSecond ?? '-'} rows/s; leads p95 ${p?.leads?.p95Ms ?? '-'} ms, ` +
      `${p?.leads?.failed ?? '-'} failed${p?.pass === undefined ? '' : p.pass ? ' PASS' : ' FAIL'}`;
    const rows = Object.entries(r.results ?? {}).map(([database, f]) => [
      database,
      post(f.create),
      post(f.update),
      `${f.loadAverage1m?.before ?? '-'} -> ${f.loadAverage1m?.after ?? '-'}`,
    ]);
    const budgets = r.budgets
      ? `; budgets ${r.budgets.pgliteSeconds} s PGlite, ${r.budgets.postgresSeconds} s PostgreSQL, lead p95 ${r.budgets.leadP95Ms} ms`
      : '';
    return [
      `  ${r.cars ?? '-'} cars in one post (${fixed(num(r.bytes) / 1e6, 1)} MB)${budgets}`,
      ...table(['database', 'first post (create)', 'second post (update)', 'load'], rows),
    ];
  },
  'first-load-js'(r) {
    const pages = r.pages ?? [];
    const reference = pages.find((p) => p.url === r.reference)?.kb;
    return [
      `  reference ${pathOf(r.reference)}: ${reference ?? '-'} KB`,
      ...table(
        ['page', 'KB', 'over reference'],
        pages
          .filter((p) => p.url !== r.reference)
          .map((p) => [pathOf(p.url), fixed(p.kb, 1), fixed(num(p.kb) - num(reference), 1)]),
      ),
    ];
  },
  'reduced-motion'(r) {
    return table(
      ['page', 'perf moving/still', 'SI ms moving/still', 'TBT ms moving/still'],
      (r.pages ?? []).map((p) => {
        const [a, b] = [p.normal?.medians ?? {}, p.reducedMotion?.medians ?? {}];
        return [pathOf(p.url), `${a.perf}/${b.perf}`, `${a.si}/${b.si}`, `${a.tbt}/${b.tbt}`];
      }),
    );
  },
  'lighthouse-ab'(r) {
    return [
      `  ${r.rounds ?? '-'} interleaved rounds, medians`,
      ...table(
        ['target', 'perf', 'LCP ms', 'TBT ms', 'script KB', 'total KB'],
        Object.entries(r.medians ?? {}).map(([label, m]) => [
          label,
          m.performance,
          fixed(m.lcpMs),
          fixed(m.tbtMs),
          fixed(m.scriptKb, 1),
          fixed(m.totalKb, 1),
        ]),
      ),
    ];
  },
  'test-drive-times-shown'(r) {
    return [
      `  ${r.rounds ?? '-'} interleaved visits each: navigation until the available times show`,
      ...table(
        ['build', 'median ms', 'lowest', 'highest'],
        Object.entries(r.figures ?? {}).map(([label, f]) => [label, f.medianMs, f.lowestMs, f.highestMs]),
      ),
    ];
  },
};

/** Any other kind: its numbers and strings, up to three levels deep, one line per top-level field. */
function generic(r) {
  const flatten = (value, prefix, depth) => {
    const label = prefix ? `${prefix} ` : '';
    if (value === null || typeof value !== 'object') return [`${label}${value}`];
    if (Array.isArray(value)) return [`${label}(${value.length} entries)`];
    if (depth === 0) return [];
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k, depth - 1));
  };
  return Object.entries(r)
    .filter(([key]) => !['bench', 'startedAt', 'git'].includes(key))
    .map(([key, value]) => `  ${key}: ${flatten(value, '', 3).join(', ')}`);
}

function newestByKind(files, until) {
  const newest = new Map();
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) continue;
    const [, stamp, kind] = match;
    if (until && stamp.slice(0, until.length) > until) continue;
    const known = newest.get(kind);
    if (!known || stamp > known.stamp) newest.set(kind, { stamp, file, count: (known?.count ?? 0) + 1 });
    else known.count += 1;
  }
  return newest;
}

const args = process.argv.slice(2);
const until = args
  .find((a) => a.startsWith('--until='))
  ?.slice('--until='.length)
  .replace(/:/g, '-');
const kinds = args.filter((a) => !a.startsWith('--'));
const newest = newestByKind(readdirSync(RESULTS_DIR), until);
const unknown = kinds.filter((kind) => !newest.has(kind));
if (unknown.length > 0) {
  console.error(
    `No result of ${unknown.join(', ')}; kinds recorded: ${[...newest.keys()].sort().join(', ')}`,
  );
  process.exit(2);
}

const order = Object.keys(formatters);
const chosen = (kinds.length > 0 ? kinds : [...newest.keys()]).sort(
  (a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
);
console.log(`Newest result of each benchmark in bench/results/${until ? ` at or before ${until}` : ''}\n`);
for (const kind of chosen) {
  const { stamp, file, count } = newest.get(kind);
  const when = stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-\d{3}Z$/, ' $1:$2 UTC');
  let result;
  try {
    result = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
  } catch (error) {
    console.log(`## ${kind}: ${file} could not be read (${error.message})\n`);
    continue;
  }
  const commit = result.git?.head
    ? `${result.git.head.slice(0, 7)}${result.git.dirty ? ' (uncommitted changes)' : ''}`
    : 'not recorded';
  console.log(
    `## ${kind}: ${when}, commit ${commit} (${file}; ${count} run${count === 1 ? '' : 's'} recorded)`,
  );
  let lines;
  try {
    lines = (formatters[kind] ?? generic)(result);
  } catch {
    lines = generic(result);
  }
  console.log(`${lines.join('\n')}\n`);
}
