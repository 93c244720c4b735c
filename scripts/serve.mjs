// The production server: Next.js's request handler behind a Node HTTP server of our own, which
// - holds the framework's JavaScript chunks until the page's photo has painted (docs/adr/0009-paint-first-then-hydrate.md),
// - compresses responses itself (next.config.ts sets `compress: false`, since Next would compress before the rewrite).
//
//   node scripts/serve.mjs [-p port]     # PORT, else 3000; NEXT_DIST_DIR picks the build as for `next build`
//
// `npm start` runs it after seeding and building; the journeys' server and the benchmarks run it on a built tree.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { holdChunksInResponse } from './lib/hold-chunks-in-response.mjs';

const portFlag = process.argv.indexOf('-p');
const port = Number(portFlag !== -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('usage: node scripts/serve.mjs [-p port]  (a port from 1 to 65535)');
  process.exit(2);
}
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const app = next({ dev: false, dir, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    holdChunksInResponse(res);
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
});
server.listen(port, () => console.log(`✓ Ready on http://localhost:${port}`));

let closing = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight, then let Next end its own work (the outbox worker among it).
    await new Promise((resolve) => server.close(() => resolve()));
    await app.close().catch((error) => console.error(error));
    process.exit(code);
  });
}
