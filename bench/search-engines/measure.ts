// One engine's measurements, in a process of its own (run by run.mjs, which reads the JSON it writes):
//   node --expose-gc --import tsx bench/search-engines/measure.ts --engine=in-process|orama --out=FILE
// SITES and CARS set the catalogue (default 100 and 200,000), QUERIES how many search and autocomplete
// queries of bench/search/queries.mjs are timed (default 300 each, after one warm-up pass).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { openDatabase } from '@/server/db/client';
import type { TSearchResult } from '@/server/providers/search/types';
import { autocompleteQueries, searchQueries } from '../search/queries.mjs';
import { buildCatalogue, franchiseOf, randomCar } from './catalogue';
import { createInProcessEngine } from './in-process-engine';
import { createOramaSearchProvider } from './orama-search-provider';
import { createRandom } from '../../demo/random';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const engineName = arg('engine');
const out = arg('out');
if ((engineName !== 'in-process' && engineName !== 'orama') || !out) {
  console.error('usage: measure.ts --engine=in-process|orama --out=FILE');
  process.exit(2);
}
const SITES = Number(process.env.SITES ?? 100);
const CARS = Number(process.env.CARS ?? 200_000);
const QUERIES = Number(process.env.QUERIES ?? 300);
const CHANGES = 30;
const SAMPLE_EVERY = 10;

const gc = (globalThis as { gc?: () => void }).gc;
function memory() {
  gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 1048576);
  return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external + m.arrayBuffers) };
}
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => Number(n.toFixed(2));
  return {
    n: times.length,
    p50: f(percentile(sorted, 50)),
    p95: f(percentile(sorted, 95)),
    max: f(sorted.at(-1)!),
  };
}

// The typo lookup of the in-process engine asks pg_trgm; an empty in-memory PGlite answers it.
const handle = engineName === 'in-process' ? await openDatabase('memory://') : null;
if (handle) await handle.db.execute('create extension if not exists pg_trgm');
const before = memory();
let started = performance.now();
const catalogue = buildCatalogue(SITES, CARS);
const catalogueMs = performance.now() - started;
const engine =
  handle !== null
    ? createInProcessEngine(handle.db, catalogue.dealerships)
    : createOramaSearchProvider(catalogue.dealerships);
const scopes = catalogue.sites.map((s) => s.scope);
started = performance.now();
await engine.build(scopes);
const buildMs = performance.now() - started;
const afterBuild = memory();
console.log(
  `${engineName}: catalogue ${Math.round(catalogueMs)} ms, build ${Math.round(buildMs)} ms`,
  afterBuild,
);

// Site-scoped queries: the i-th query goes to site i mod SITES (text, typos, facets, deep pages, sorts).
/** `n` of the list, evenly spread (the list is grouped by kind: text, typos, facets, pages, sorts). */
const spread = (list: string[], n: number) =>
  Array.from({ length: Math.min(n, list.length) }, (_, i) => list[Math.floor((i * list.length) / n)]!);
const siteOf = (i: number) => scopes[(i * 7 + Math.floor(i / 10)) % scopes.length]!;
const searches = spread(searchQueries(), QUERIES).map((q, i) => ({
  q,
  scope: siteOf(i),
  state: parseSearchUrl('/api/search', `?${q}`),
}));
const inputs = spread(autocompleteQueries(), QUERIES).map((q, i) => ({
  q,
  scope: siteOf(i),
  text: new URLSearchParams(q).get('query') ?? '',
}));

const digest = (r: TSearchResult) => ({
  total: r.total,
  pageCount: r.pageCount,
  ids: r.hits.map((h) => h.id),
  facets: Object.fromEntries(
    Object.entries(r.facets).map(([f, vs]) => [f, vs.map((v) => `${v.value}:${v.count}`)]),
  ),
});
const sample: { q: string; site: number; result: ReturnType<typeof digest> }[] = [];
for (const s of searches) await engine.search(s.scope, s.state); // warm-up
const searchMs: number[] = [];
for (const [i, s] of searches.entries()) {
  const t = performance.now();
  const result = await engine.search(s.scope, s.state);
  searchMs.push(performance.now() - t);
  if (i % SAMPLE_EVERY === 0) sample.push({ q: s.q, site: scopes.indexOf(s.scope), result: digest(result) });
}
// The warm-up pass is timed too: in real use every newly typed word is a first (cold) query for its site.
const autocompleteColdMs: number[] = [];
for (const s of inputs) {
  const t = performance.now();
  await engine.autocomplete(s.scope, s.text);
  autocompleteColdMs.push(performance.now() - t);
}
const autocompleteMs: number[] = [];
// The process's own CPU time per query beside the wall time: on a loaded machine the wall time's tail is mostly
// time spent waiting for a core, not work.
const autocompleteCpuMs: number[] = [];
const suggestions: { q: string; makes: string[]; cars: number }[] = [];
for (const [i, s] of inputs.entries()) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const result = await engine.autocomplete(s.scope, s.text);
  autocompleteMs.push(performance.now() - t);
  const used = process.cpuUsage(cpu);
  autocompleteCpuMs.push((used.user + used.system) / 1000);
  if (i % SAMPLE_EVERY === 0)
    suggestions.push({
      q: s.q,
      makes: result.terms.filter((t) => t.kind === 'make').map((t) => t.label),
      cars: result.cars.length,
    });
}

// A stock change until the next search shows it: a car added (newest, so first by date), then its price
// changed, then the car removed; each on a different site, timed from the write to the answer that has it.
const random = createRandom(4545);
const changeMs: number[] = [];
let nextId = catalogue.nextId;
const unfiltered = catalogue.sites.filter((s) => s.scope.siteFilters === '');
for (let k = 0; k < CHANGES; k++) {
  const site = unfiltered[(k * 13) % unfiltered.length]!;
  const dealershipId = site.scope.dealershipIds[0]!;
  const car = randomCar(random, nextId++, dealershipId, franchiseOf(dealershipId));
  const newest = { ...car, hit: { ...car.hit, createdAt: new Date(Date.UTC(2027, 0, 1)).toISOString() } };
  const state = parseSearchUrl(
    '',
    `?sortBy=Car_production_created_at_desc&refinementList[model][]=${encodeURIComponent(car.hit.model)}`,
  );
  const steps: [change: Parameters<typeof engine.change>[1], shows: (r: TSearchResult) => boolean][] = [
    [{ car: newest }, (r) => r.hits[0]?.id === car.hit.id],
    [
      { car: { ...newest, hit: { ...newest.hit, price: 12_345 } } },
      (r) => r.hits[0]?.id === car.hit.id && r.hits[0].price === 12_345,
    ],
    [{ removedId: car.hit.id }, (r) => r.hits.every((h) => h.id !== car.hit.id)],
  ];
  for (const [change, shows] of steps) {
    const t = performance.now();
    await engine.change(dealershipId, change);
    for (;;) {
      if (shows(await engine.search(site.scope, state))) break;
      if (performance.now() - t > 5000)
        throw new Error(`change ${JSON.stringify(change).slice(0, 80)} not seen in 5 s`);
    }
    changeMs.push(performance.now() - t);
  }
}

const result = {
  engine: engineName,
  sites: SITES,
  cars: CARS,
  buildMs: Math.round(buildMs),
  memoryBeforeCatalogue: before,
  memoryAfterBuild: afterBuild,
  searchMs: summary(searchMs),
  autocompleteMs: summary(autocompleteMs),
  autocompleteCpuMs: summary(autocompleteCpuMs),
  autocompleteColdMs: summary(autocompleteColdMs),
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  changeSearchableMs: summary(changeMs),
  sample,
  suggestions,
};
writeFileSync(out, JSON.stringify(result));
await handle?.close();
