import type { recordLeadSent } from './record-lead-sent';

type TSent = Parameters<typeof recordLeadSent>[0];

let loading: Promise<typeof import('./record-lead-sent')> | null = null;

/**
 * Starts loading recordLeadSent's code (the stored details, the analytics event, the server-side conversion), which
 * a form needs only once a lead is sent: its submit calls this, so the code arrives while the lead is on its way.
 */
export function preloadRecordLeadSent(): Promise<typeof import('./record-lead-sent')> {
  loading ??= import('./record-lead-sent');
  return loading;
}

/**
 * recordLeadSent, once its code is in. If the code cannot load (the connection dropped after the lead was sent), the
 * lead stands and only the browser's records of it are skipped; the caller goes on to /success either way.
 */
export async function recordLeadSentLater(sent: TSent): Promise<void> {
  try {
    (await preloadRecordLeadSent()).recordLeadSent(sent);
  } catch {
    loading = null;
  }
}
