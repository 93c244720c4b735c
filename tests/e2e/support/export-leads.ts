import { execFileSync } from 'node:child_process';
import { keptSecret } from '../../../src/server/admin/kept-secret';
import { journeyDataDir, journeyPort } from './journey-server';

/** Runs `npm run leads` against the journeys' server (its admin token lives in its data directory). */
export function exportLeads(site: string, format: 'csv' | 'json' = 'json'): string {
  const port = journeyPort();
  return execFileSync('npx', ['tsx', 'scripts/export-leads.ts', '--site', site, '--format', format], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: journeyDataDir(),
    },
  });
}

/**
 * A site's leads as `npm run leads` exports them, from the admin API the command calls while the server runs. For
 * journeys that check what was stored: starting the command costs about 2.6 CPU-seconds a call (tsx and the
 * app's modules), and some journeys poll it. The command itself is run by the enquiry journey.
 */
export async function fetchLeads(site: string, format: 'csv' | 'json' = 'json'): Promise<string> {
  const url = new URL(`http://127.0.0.1:${journeyPort()}/api/leads/export`);
  url.searchParams.set('site', site);
  url.searchParams.set('format', format);
  // As the command does: the server makes the token only when a request first needs it.
  const token = keptSecret(journeyDataDir(), 'admin-token');
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`leads export answered ${response.status}: ${text}`);
  return text;
}
