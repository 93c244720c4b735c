/**
 * npm run leads -- --site <slug> [--format csv|json|adf] [--since YYYY-MM-DD] [--out file]
 * npm run leads -- --site <slug> --parked            list deliveries parked after their last attempt
 * npm run leads -- --site <slug> --retry-parked      requeue them (all, or --id 3,4)
 *
 * PGlite allows one process per data directory, so while the app server listens on PORT the request goes
 * to its admin API (bearer ADMIN_TOKEN or DATA_DIR/admin-token); otherwise the database is opened here.
 */
import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { env } from '@/env';
import { getAdminToken } from '@/server/admin/admin-token';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { migrateDatabase } from '@/server/db/migrate';
import { handleLeadExport, handleParkedDeliveries } from '@/server/leads/handle-lead-admin-request';

const USAGE =
  'Usage: npm run leads -- --site <slug> [--format csv|json|adf] [--since YYYY-MM-DD] [--out file] | --parked | --retry-parked [--id 1,2]';

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      out: { type: 'string' },
      parked: { type: 'boolean' },
      'retry-parked': { type: 'boolean' },
      id: { type: 'string' },
      direct: { type: 'boolean' },
    },
  });
  if (!values.site) {
    console.error(`leads: --site is required\n${USAGE}`);
    return 1;
  }
  const path = values.parked || values['retry-parked'] ? '/api/leads/parked' : '/api/leads/export';
  const url = new URL(`http://127.0.0.1:${env.PORT}${path}`);
  url.searchParams.set('site', values.site);
  if (path.endsWith('export')) {
    url.searchParams.set('format', values.format!);
    if (values.since) url.searchParams.set('since', values.since);
  }
  if (values.id) url.searchParams.set('id', values.id);
  const request = new Request(url, { method: values['retry-parked'] ? 'POST' : 'GET' });

  let response: Response;
  if (!values.direct && (await isListening(env.PORT))) {
    request.headers.set('authorization', `Bearer ${getAdminToken()}`);
    response = await fetch(request);
  } else {
    // Whoever can open the database needs no token: the handlers behind the admin gate are called directly.
    const handle = await openDatabase(databaseUrl());
    try {
      await migrateDatabase(handle);
      const handler = path.endsWith('export') ? handleLeadExport : handleParkedDeliveries;
      response = await handler(request, handle.db);
    } finally {
      await handle.close();
    }
  }
  const text = await response.text();
  if (!response.ok) {
    console.error(`leads: ${text}`);
    return 1;
  }
  if (values.out) fs.writeFileSync(values.out, text);
  else process.stdout.write(text);
  return 0;
}

// Exit once stdout has taken everything: a pipe (`npm run leads | jq`) is written asynchronously, and an
// immediate process.exit() would cut a large export off at the pipe's buffer (64 KB).
main().then(
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
