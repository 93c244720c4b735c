'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageViewEntry } from './analytics-entries';
import { pushDataLayer } from './data-layer';
import { recordVisit } from './visited-pages';

/**
 * Pushes the page-view event (ids 1-13 by page type) and keeps the session's visited pages and campaign parameters (utm_*, gclid, fbclid, msclkid) for the
 * leads' visited_pages and linked_query_params. Records after hydration, so it never delays the page, and
 * again on each client-side navigation. Renders nothing; placed once, in the site layout.
 */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(window.location);
    pushDataLayer(pageViewEntry(window.location));
  }, [pathname]);
  return null;
}
