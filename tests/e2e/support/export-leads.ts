import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs `npm run leads` against the journeys' server (its admin token lives in its data directory). */
export function exportLeads(site: string, format: 'csv' | 'json' = 'json'): string {
  const port = process.env.E2E_PORT ?? '3100';
  return execFileSync('npx', ['tsx', 'scripts/export-leads.ts', '--site', site, '--format', format], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: path.resolve(process.env.E2E_DATA_DIR || `.e2e-data/${port}`),
    },
  });
}
