'use client';

import { useEffect } from 'react';
import { storeCompared } from './compare-store';

/** Keeps the cars on the compare page in this browser, so a car's Compare link elsewhere adds to them. */
export function RememberCompare({ siteSlug, slugs }: { siteSlug: string; slugs: string[] }) {
  const list = slugs.join(',');
  useEffect(() => {
    storeCompared(siteSlug, list ? list.split(',') : []);
  }, [siteSlug, list]);
  return null;
}
