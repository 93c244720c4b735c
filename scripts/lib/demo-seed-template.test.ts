import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDemoTemplate, seedDemoTemplate } from './demo-seed-template.mjs';

const roots: string[] = [];
function newRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'fc-seed-template-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A seed that writes one file, once `release` is called: the test decides when seeding ends. */
function gatedSeed() {
  let calls = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const seed = async (dir: string) => {
    calls++;
    await gate;
    mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17');
    return 'Seeded 3 sites.';
  };
  return { seed, release, calls: () => calls };
}

describe('the demo sites seeded once a run', () => {
  it('seeds once for servers that ask at the same time, and each gets a copy of its own', async () => {
    const root = newRoot();
    const { seed, release, calls } = gatedSeed();
    const first = copyDemoTemplate('run-1', path.join(root, '3100'), { root, seed });
    const second = copyDemoTemplate('run-1', path.join(root, '3110'), { root, seed });
    release();
    expect(await first).toBe(`Seeded 3 sites. Copied to ${path.join(root, '3100')}.`);
    expect(await second).toMatch(/^The demo sites were seeded for this run already\. Copied to /);
    expect(calls()).toBe(1);
    for (const port of ['3100', '3110']) {
      expect(readFileSync(path.join(root, port, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
      expect(existsSync(path.join(root, port, '.seeded'))).toBe(false);
    }
  });

  it('a waiting server fails with the seed, rather than waiting out the timeout', async () => {
    const root = newRoot();
    let fail!: (error: Error) => void;
    const seed = () => new Promise<string>((_, reject) => (fail = reject));
    const seeding = seedDemoTemplate('run-2', { root, seed });
    const waiting = copyDemoTemplate('run-2', path.join(root, '3110'), { root, seed });
    fail(new Error('demo.ts exited with 1'));
    await expect(seeding).rejects.toThrow('demo.ts exited with 1');
    await expect(waiting).rejects.toThrow('Seeding the demo sites failed');
  });

  it("a new run clears the last run's template", async () => {
    const root = newRoot();
    const { seed, release } = gatedSeed();
    release();
    await seedDemoTemplate('run-3', { root, seed });
    await seedDemoTemplate('run-4', { root, seed });
    expect(existsSync(path.join(root, 'seeded-run-3'))).toBe(false);
    expect(existsSync(path.join(root, 'seeded-run-3.lock'))).toBe(false);
    expect(existsSync(path.join(root, 'seeded-run-4', '.seeded'))).toBe(true);
  });
});
