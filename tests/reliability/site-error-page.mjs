// node tests/reliability/site-error-page.mjs — a site's error page while its database is down, against the real built
// server (run by `npm test` after the build, as one check). Seeds a data directory of its own, starts the production
// server on SITE_ERROR_PORT (default 3402) and opens a site's home page (the site is read from the database, which
// keeps its card in DATA_DIR/site-cards), stops it with SIGTERM, then starts it again on a PostgreSQL DATABASE_URL
// nobody listens on: in a browser the same page must answer 500 with the dealer's own error page (name and phone
// number as a tel: link), not Next's bare error shell. A browser, because React renders error boundaries in the
// browser only: the server's HTML for a page that failed carries the card, and the error page is drawn from it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { demoSitesInto } from '../../scripts/lib/demo-seed-template.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { chromium } from '@playwright/test';
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { nextStartArgs } from '../../scripts/lib/run.mjs';
import { builtServerEnv, startBuiltServerCheck } from './lib/built-server-check.mjs';

const port = Number(process.env.SITE_ERROR_PORT ?? 3402);
const site = 'sunshine-coast-nissan';
const { distDir, seconds, tempDir, dataDir } = startBuiltServerCheck('site-error');
const baseEnv = builtServerEnv({ dataDir, distDir }, port, {
  NEXT_MANUAL_SIG_HANDLE: 'true',
  OUTBOX_POLL_MS: '0',
  FORECOURT_MODE: 'demo',
});

let server = null;
function cleanUp() {
  if (server?.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

function startServer(env) {
  return spawn(process.execPath, nextStartArgs(port), { stdio: 'ignore', env, detached: true });
}

async function answering() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return;
    } catch {
      // not yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer within 60 s');
}

async function stopServer() {
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  process.kill(server.pid, 'SIGTERM');
  return exited;
}

async function main() {
  await demoSitesInto(dataDir);
  server = startServer(baseEnv);
  await answering();
  const home = await fetchSite(`http://${site}.localhost:${port}/`);
  console.log(`${seconds()} s: with the database up, ${site}'s home page answered ${home.status}`);
  const cards = existsSync(path.join(dataDir, 'site-cards'))
    ? readdirSync(path.join(dataDir, 'site-cards'))
    : [];
  const cardFile = cards.find((name) => name.startsWith(site));
  if (!cardFile)
    throw new Error(`no site card kept in ${dataDir}/site-cards (found: ${cards.join(', ') || 'none'})`);
  const card = JSON.parse(readFileSync(path.join(dataDir, 'site-cards', cardFile), 'utf8'));
  if (!card.phone) throw new Error(`the kept card of ${site} has no phone number`);
  const exitCode = await stopServer();
  console.log(
    `${seconds()} s: kept ${cardFile} (phone ${card.phone}); the server stopped on SIGTERM with ${exitCode}`,
  );

  // Nobody listens on port 1: every query fails, as when the database server is down.
  server = startServer({ ...baseEnv, DATABASE_URL: 'postgres://forecourt@127.0.0.1:1/forecourt' });
  await answering();
  const browser = await chromium.launch({ executablePath: await ensureBrowser() });
  const failures = [];
  let status;
  try {
    const page = await browser.newPage();
    status = (await page.goto(`http://${site}.localhost:${port}/`))?.status();
    const call = page.getByText(`Or call ${card.name} on`);
    await call
      .waitFor({ timeout: 15_000 })
      .catch(() => failures.push(`the error page does not say to call ${card.name}`));
    const tel = await page
      .locator('main a[href^="tel:"]')
      .first()
      .getAttribute('href')
      .catch(() => null);
    if (tel?.replace(/\D/g, '') !== card.phone.replace(/\D/g, ''))
      failures.push(`the error page's phone link is ${tel}, not ${card.phone}`);
    const heading = await page
      .getByRole('heading', { level: 1 })
      .textContent()
      .catch(() => null);
    if (!heading?.includes("isn't working right now"))
      failures.push(`the page's heading is ${heading}, not the site's error page`);
  } finally {
    await browser.close();
  }
  if (status !== 500) failures.push(`the page answered ${status}, not 500`);
  console.log(
    `${seconds()} s: with the database down, the home page answered ${status}: ` +
      (failures.length
        ? "not the dealer's error page"
        : `the dealer's error page with ${card.name} and ${card.phone}`),
  );
  for (const failure of failures) console.error(failure);
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cleanUp();
}
process.exit(ok ? 0 : 1);
