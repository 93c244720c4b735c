import { execFileSync } from 'node:child_process';
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
