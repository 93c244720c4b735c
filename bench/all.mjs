// `npm run bench`: every benchmark in turn, each in its own process: Lighthouse with applied throttling on the pages
// and the baseline (bench/run.mjs, `npm run bench:lighthouse`), taps on an emulated phone (`npm run
// bench:interactivity`), pages against a static file under load (`npm run bench:throughput`), search and autocomplete
// latency (`npm run bench:search`), the in-process search engine against Orama at 200,000 cars (`npm run
// bench:search-engines`), the lead API under load (`npm run bench:leads`) the dealers' inbox with
// 50,000 leads (`npm run bench:inbox`) and a 40,000-car stock feed over HTTP with lead posts to another site meanwhile (`npm run bench:stock-feed`). Budgets are reported, not enforced; the exit code is
// non-zero only when a benchmark could not run (or, for the leads bench, a request failed).
//   --bench=A,B   run only these of lighthouse, interactivity, throughput, search, search-engines, leads, inbox, stock-feed, memory (default: all, in that order)
// Every other argument (--runs=5, --only=home, --reseed) goes to the Lighthouse bench.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BENCHES = {
  lighthouse: 'bench/run.mjs',
  interactivity: 'bench/interactivity/run.mjs',
  throughput: 'bench/throughput/run.mjs',
  search: 'bench/search/run.mjs',
  'search-engines': 'bench/search-engines/run.mjs',
  leads: 'bench/leads/run.mjs',
  inbox: 'bench/inbox/run.mjs',
  'stock-feed': 'bench/stock-feed/run.mjs',
  memory: 'bench/memory/run.mjs',
};

const args = process.argv.slice(2);
const chosenArg = args.find((a) => a.startsWith('--bench='));
const chosen = chosenArg
  ? chosenArg.slice('--bench='.length).split(',').filter(Boolean)
  : Object.keys(BENCHES);
const unknown = chosen.filter((name) => !(name in BENCHES));
if (unknown.length > 0 || chosen.length === 0) {
  console.error(`--bench takes any of ${Object.keys(BENCHES).join(', ')}; got ${chosenArg}`);
  process.exit(2);
}
const lighthouseArgs = args.filter((a) => a !== chosenArg);

const outcomes = [];
for (const name of chosen) {
  console.log(`\n##### ${name} (${BENCHES[name]})\n`);
  const started = Date.now();
  const child = spawnSync(
    process.execPath,
    [BENCHES[name], ...(name === 'lighthouse' ? lighthouseArgs : [])],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  outcomes.push({ name, status: child.status ?? 1, signal: child.signal, seconds });
  if (child.signal === 'SIGINT' || child.signal === 'SIGTERM') break;
}

console.log('\n##### benchmarks run');
for (const o of outcomes) {
  const how = o.status === 0 ? 'ran' : `did not finish (${o.signal ?? `exit ${o.status}`})`;
  console.log(`${o.name.padEnd(10)} ${how} in ${o.seconds} s`);
}
process.exit(outcomes.every((o) => o.status === 0) ? 0 : 1);
