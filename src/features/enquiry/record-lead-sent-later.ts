import { loadLater } from '@/ui/lazy/load-later';
import type { recordLeadSent } from './record-lead-sent';

type TSent = Parameters<typeof recordLeadSent>[0];

const loadRecordLeadSent = loadLater(() => import('./record-lead-sent'));

/**
 * Starts loading recordLeadSent's code (the stored details, the analytics event, the server-side conversion), which
 * a form needs only once a lead is sent: its submit calls this, so the code arrives while the lead is on its way.
 */
export function preloadRecordLeadSent(): void {
  // A failure here is met again, and handled, by recordLeadSentLater.
  loadRecordLeadSent().catch(() => {});
}

/**
 * recordLeadSent, once its code is in. If the code cannot load (the connection dropped after the lead was sent), the
 * lead stands and only the browser's records of it are skipped; the caller goes on to /success either way.
 */
export async function recordLeadSentLater(sent: TSent): Promise<void> {
  try {
    (await loadRecordLeadSent()).recordLeadSent(sent);
  } catch {
    // Skipped, as above; the next call loads afresh.
  }
}
