// What the reliability checks share: each runs the suite's one build (NEXT_DIST_DIR, default .next) on a data
// directory of its own in a temp folder, on its own port, and prints its steps timed from its start.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchSite } from '../../../scripts/lib/fetch-site.mjs';

/**
 * Starts a check called `name`: stops with a clear message when there is no build to run, and makes its temp folder.
 * `seconds()` is the time since, for the check's timed lines.
 */
export function startBuiltServerCheck(name) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No build in ${distDir}: run \`next build\` (with NEXT_DIST_DIR=${distDir}) first.`);
    process.exit(1);
  }
  const tempDir = mkdtempSync(path.join(tmpdir(), `fc-${name}-`));
  return { distDir, seconds, tempDir, dataDir: path.join(tempDir, 'data') };
}

/**
 * The built server's environment: this check's data directory and port, Next's telemetry off, the embedded database
 * (never the caller's DATABASE_URL), then `settings`.
 */
export function builtServerEnv({ dataDir, distDir }, port, settings = {}) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...settings,
  };
  delete env.DATABASE_URL;
  return env;
}

/** Resolves once the server on `port` answers /api/health; throws if `server()` exits first, or after 60 s. */
export async function untilHealthy(server, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    if (server().exitCode !== null) throw new Error(`the server exited with ${server().exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/**
 * Posts lead `n` of a burst (`who` names the check: "Kill 3", kill3@example.com) to the site's lead API on `port`;
 * when the server acknowledges it, adds its id to `acked` and calls `onAck`. Resolves whether it was acknowledged: a
 * refusal or a connection cut off is false, never thrown.
 */
export async function submitLead({ site, port, who }, n, acked, onAck) {
  try {
    const res = await fetchSite(`http://${site}.localhost:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lead: {
          category: 'General Enquiry',
          name: `${who} ${n}`,
          email: `${who.toLowerCase()}${n}@example.com`,
          phone: '0412 345 678',
        },
      }),
    });
    if (!res.ok) return false;
    const { id } = await res.json();
    acked.push(id);
    onAck();
    return true;
  } catch {
    return false;
  }
}
