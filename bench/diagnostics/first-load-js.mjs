// A diagnostic, not a budget: the JavaScript each page's first load transfers, counted as Lighthouse counts it
// (compressed bodies plus response headers of every script the page loads until the network is idle), for many
// pages in seconds instead of Lighthouse's minutes. The first URL is the one the others are compared with, normally
// the bench's baseline; pass the rest as full URLs, or as paths of the first product URL's site:
//   node bench/diagnostics/first-load-js.mjs http://localhost:3201/ http://sydney-motor-group.localhost:3200/ \
//     /get-finance /valuations /favourites
// Prints each page's kilobytes and its difference from the first, and writes bench/results/<time>-first-load-js.json.
import { chromium } from '@playwright/test';
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { recordResults } from '../lib/record.mjs';

const args = process.argv.slice(2);
if (args.length < 2) throw new Error('usage: first-load-js.mjs <reference url> <page url or path>…');
const [reference, ...rest] = args;
let site = null;
const urls = [reference];
for (const arg of rest) {
  if (arg.startsWith('/')) {
    if (!site) throw new Error(`a path (${arg}) needs a full product URL before it`);
    urls.push(new URL(arg, site).href);
  } else {
    site = arg;
    urls.push(arg);
  }
}

const browser = await chromium.launch({
  executablePath: await ensureBrowser(),
  args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});

/** Script bytes as transferred (encodedDataLength: body as sent, with its headers) on one fresh visit. */
async function firstLoadScripts(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    const loaded = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const scriptUrl = scripts.get(event.requestId);
      if (scriptUrl) loaded.push({ url: new URL(scriptUrl).pathname, bytes: event.encodedDataLength });
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    return loaded.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await context.close();
  }
}

const rows = [];
for (const url of urls) {
  const scripts = await firstLoadScripts(url);
  const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  rows.push({ url, kb: Math.round(kb * 10) / 10, scripts });
}
await browser.close();

const referenceKb = rows[0].kb;
for (const row of rows) {
  const over =
    row === rows[0]
      ? 'reference'
      : `${row.kb - referenceKb >= 0 ? '+' : ''}${(row.kb - referenceKb).toFixed(1)} KB`;
  console.log(
    `${row.kb.toFixed(1).padStart(7)} KB  ${over.padEnd(10)} ${row.url}  (${row.scripts.length} scripts)`,
  );
}
console.log('written', recordResults('first-load-js', { reference: rows[0].url, pages: rows }));
