// `npm run check`: the edit loop's quick check of what changed since HEAD (or since `--base REV`): lint and format
// of the changed files, the types of the whole project, and the unit tests that the changed files reach. The full
// suite stays `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { run } from './lib/run.mjs';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'HEAD' } } });
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', values.base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));

const lintable = changed.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
const formattable = changed.filter((file) => /\.(?:[cm]?[jt]sx?|json|md|css|ya?ml)$/.test(file));
const steps = [];
if (lintable.length) steps.push(['lint', 'npx', ['eslint', '--max-warnings=0', ...lintable]]);
if (formattable.length) steps.push(['format', 'npx', ['prettier', '--check', ...formattable]]);
steps.push(['types', 'npx', ['tsc', '--noEmit']]);
// Vitest follows the import graph from the changed files to the tests that reach them.
steps.push(['unit tests', 'npx', ['vitest', 'run', `--changed=${values.base}`, '--passWithNoTests']]);

console.log(`${changed.length} changed file(s) since ${values.base}.`);
const failed = [];
for (const [name, command, args] of steps) {
  const started = performance.now();
  console.log(`\n=== ${name}`);
  try {
    await run(command, args, {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TEST_DATABASE_URL: '' },
    });
  } catch {
    failed.push(name);
  }
  console.log(`--- ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
