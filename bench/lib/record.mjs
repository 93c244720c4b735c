import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './product.mjs';

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return { head, dirty };
  } catch {
    return null;
  }
}

/** Writes one run's figures to bench/results/<time>-<bench>.json (kept in git: the bench's history). */
export function recordResults(bench, figures) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${stamp}-${bench}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ bench, startedAt: stamp, git: gitCommit(), ...figures }, null, 2)}\n`,
  );
  return file;
}
