'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisit } from './visited-pages';

/** Keeps the session's visited pages and campaign parameters for leads. Renders nothing; place once per page. */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(window.location);
  }, [pathname]);
  return null;
}
