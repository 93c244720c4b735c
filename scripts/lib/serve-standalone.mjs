// node scripts/lib/serve-standalone.mjs [<standalone dir> <port>] — the standalone server (`server.js`, the artifact a
// deployment runs) started from a checkout, as nextStartArgs in run.mjs gives it: every server npm start and the
// tests start is the one users deploy. server.js changes into its own folder first, so the paths it is given
// relative to the checkout are made absolute here; it reads PORT and binds HOSTNAME.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run serve` gives neither: the last build (NEXT_DIST_DIR) on PORT, 3000 by default.
const [
  dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'standalone'),
  port = process.env.PORT || '3000',
] = process.argv.slice(2);
process.env.PORT = port;
// All interfaces, as `next start` listened; an inherited HOSTNAME (the machine's name) would bind one address only.
process.env.HOSTNAME = '0.0.0.0';
// SIGTERM drains requests and jobs (src/server/shutdown) rather than Next.js's immediate exit.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || './data');
if (process.env.DATABASE_URL?.startsWith('file:'))
  process.env.DATABASE_URL = `file:${path.resolve(process.env.DATABASE_URL.slice('file:'.length))}`;
await import(pathToFileURL(path.resolve(dir, 'server.js')).href);
