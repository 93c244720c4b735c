'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * How often an open inbox asks the server for its list again, so a new lead shows without a reload within 10 s
 * (issue 43). The server renders it from the database, so a lead stored through another app server shows too.
 */
export const INBOX_REFRESH_MS = 5000;

/** What the live region says when the inbox's count grew since the last render. */
export function newLeadsMessage(added: number): string {
  return added === 1 ? 'A new lead arrived.' : `${added} new leads arrived.`;
}

/**
 * Re-renders the inbox from the server every few seconds while the tab is visible (filters stay in the URL), and
 * announces in a polite live region when the list's total (`total`, of the filters shown) grew meanwhile.
 */
export function InboxRefresher({ total }: { total: number }) {
  const router = useRouter();
  const [seen, setSeen] = useState(total);
  const [message, setMessage] = useState('');
  // Compared while rendering (React's pattern for state derived from a changed prop), not in an effect.
  if (total !== seen) {
    setSeen(total);
    if (total > seen) setMessage(newLeadsMessage(total - seen));
  }
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, INBOX_REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
      {message}
    </p>
  );
}
