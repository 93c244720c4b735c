// `npm run bench:search-engines`: the in-process search engine against Orama, behind the one search provider
// interface, at the scale-out issue's size (SITES=100 sites, CARS=200000 cars; QUERIES=300 of each kind).
// Each engine runs in a process of its own (measure.ts, with --expose-gc) on the same seeded catalogue:
// build time, memory after the build, search and autocomplete p50/p95 (warm, bench/search's query mix
// spread over the sites), and the time from a stock change (add, price change, remove) to the search that
// shows it. Then the sampled answers of the two are compared where their semantics agree (no query text:
// filters, facets, sorts, pages); text queries are listed with both totals, as relevance and typo rules differ.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordResults } from '../lib/record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGETS = { rssMb: 1024, searchP95: 15, autocompleteP95: 10, changeMs: 2000 };
// ENGINES=in-process measures the app's engine alone (Orama's run takes minutes and the comparison is skipped).
const ENGINES = (process.env.ENGINES ?? 'in-process,orama').split(',');

const dir = mkdtempSync(path.join(tmpdir(), 'fc-bench-engines-'));
const runs = {};
try {
  for (const engine of ENGINES) {
    const out = path.join(dir, `${engine}.json`);
    console.log(`\n=== ${engine}`);
    const child = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        'bench/search-engines/measure.ts',
        `--engine=${engine}`,
        `--out=${out}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (child.status !== 0) throw new Error(`${engine} did not finish (${child.signal ?? child.status})`);
    runs[engine] = JSON.parse(readFileSync(out, 'utf8'));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const verdict = (value, budget) => (value <= budget ? 'PASS' : 'FAIL');
const table = {};
for (const [engine, r] of Object.entries(runs)) {
  table[engine] = {
    buildS: (r.buildMs / 1000).toFixed(1),
    rssMb: r.memoryAfterBuild.rssMb,
    rssOverStartMb: r.memoryAfterBuild.rssMb - r.memoryBeforeCatalogue.rssMb,
    heapMb: r.memoryAfterBuild.heapUsedMb,
    searchP50: r.searchMs.p50,
    searchP95: r.searchMs.p95,
    autocompleteP50: r.autocompleteMs.p50,
    autocompleteP95: r.autocompleteMs.p95,
    autocompleteCpuP95: r.autocompleteCpuMs?.p95,
    autocompleteColdP95: r.autocompleteColdMs?.p95,
    changeP50: r.changeSearchableMs.p50,
    changeMax: r.changeSearchableMs.max,
    verdicts: [
      `rss ${verdict(r.memoryAfterBuild.rssMb, BUDGETS.rssMb)}`,
      `search ${verdict(r.searchMs.p95, BUDGETS.searchP95)}`,
      `autocomplete ${verdict(r.autocompleteMs.p95, BUDGETS.autocompleteP95)}`,
      `change ${verdict(r.changeSearchableMs.max, BUDGETS.changeMs)}`,
    ].join(', '),
  };
}
console.log(
  '\nBudgets: RSS ≤ 1024 MB, search p95 ≤ 15 ms, autocomplete p95 ≤ 10 ms, change searchable ≤ 2000 ms',
);
console.table(table);

// Same cars for the same query where the semantics agree: no text (refinements, site filters, sorts, pages).
const [a, b] = ENGINES.map((e) => runs[e].sample);
const agreement = { exact: { same: 0, differ: [] }, text: [] };
(b ? a : []).forEach((x, i) => {
  const y = b[i];
  const hasText = new URLSearchParams(x.q).get('query');
  if (hasText) {
    agreement.text.push({ q: x.q, site: x.site, totals: [x.result.total, y.result.total] });
    return;
  }
  const parts = ['total', 'pageCount', 'ids', 'facets'].filter(
    (k) => JSON.stringify(x.result[k]) !== JSON.stringify(y.result[k]),
  );
  if (parts.length === 0) agreement.exact.same++;
  else agreement.exact.differ.push({ q: x.q, site: x.site, parts, totals: [x.result.total, y.result.total] });
});
console.log(
  `\nQueries without text: ${agreement.exact.same} of ${agreement.exact.same + agreement.exact.differ.length} answer the same (total, page of cars in order, facet counts).`,
);
for (const d of agreement.exact.differ)
  console.log(`  differs (${d.parts.join(', ')}): site ${d.site} ${d.q}, totals ${d.totals.join(' / ')}`);
console.log('Text queries (relevance and typo rules differ), totals in-process / orama:');
for (const t of agreement.text)
  console.log(`  site ${t.site} ${decodeURIComponent(t.q)}: ${t.totals.join(' / ')}`);

const figures = {
  // Latency on a shared machine rises with its load: the 1-minute load average when the run ended.
  loadAverage: Number(loadavg()[0].toFixed(1)),
  sites: runs['in-process'].sites,
  cars: runs['in-process'].cars,
  budgets: BUDGETS,
  results: Object.fromEntries(
    Object.entries(runs).map(([e, r]) => [
      e,
      {
        ...table[e],
        memoryBeforeCatalogue: r.memoryBeforeCatalogue,
        memoryAfterBuild: r.memoryAfterBuild,
        searchMs: r.searchMs,
        autocompleteMs: r.autocompleteMs,
        autocompleteCpuMs: r.autocompleteCpuMs,
        autocompleteColdMs: r.autocompleteColdMs,
        loadAverageAtEnd: r.loadAverage,
        changeSearchableMs: r.changeSearchableMs,
      },
    ]),
  ),
  agreement,
};
console.log(`Wrote ${recordResults('search-engines', figures)}`);
