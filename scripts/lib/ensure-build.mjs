import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { completeStandalone } from './complete-standalone.mjs';
import { run, runCapturing } from './run.mjs';

const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];
const DIST = process.env.NEXT_DIST_DIR || '.next';
const STAMP = path.join(DIST, 'forecourt-build-hash');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

/** A hash of everything the production build depends on. */
function sourceHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Runs `next build` unless the last build was made from exactly these sources, then completes its standalone folder
 * (complete-standalone.mjs). `typesChecked`: the caller has just run `tsc --noEmit` over the same sources (npm
 * test), so the build skips its own pass of the type checker.
 * `capture`: the build's output is kept and returned rather than shown (npm test builds while other checks print).
 */
export async function ensureBuild({ typesChecked = false, capture = false } = {}) {
  const hash = sourceHash();
  if (existsSync(path.join(DIST, 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    // The deployment scripts (scripts/*.ts) are not among the build's inputs: compiled again (about a second).
    await completeStandalone(DIST);
    if (!capture) console.log('Build is up to date.');
    return 'Build is up to date.';
  }
  // The build never reads data: an empty in-memory database makes any page or route that would be
  // prerendered from the database fail here, as it would on a fresh clone with no ./data yet.
  const env = { ...process.env, DATABASE_URL: 'memory://' };
  if (typesChecked) env.FORECOURT_BUILD_TYPES_CHECKED = '1';
  let output = '';
  if (!capture) await run('npx', ['next', 'build'], { env });
  else {
    const result = await runCapturing('npx', ['next', 'build'], { env });
    if (!result.ok) throw new Error(`${result.failure}\n${result.output}`);
    output = result.output;
  }
  await completeStandalone(DIST);
  writeFileSync(STAMP, hash);
  return output;
}
