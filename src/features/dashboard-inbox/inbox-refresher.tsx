'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often an open inbox asks the server for its list again, so a new lead shows without a reload. */
export const INBOX_REFRESH_MS = 5000;

/** Re-renders the inbox from the server every few seconds while the tab is visible (filters stay in the URL). */
export function InboxRefresher() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, INBOX_REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
