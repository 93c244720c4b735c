import { permanentRedirect } from 'next/navigation';
import { siteSearchFromSegment } from '@/server/websites/site-segment';
import { findSiteRedirect } from './find-site-redirect';

/**
 * Sends a request for an old address of the site (its redirects, from the platform it moved from) on to the
 * new one with a permanent redirect; returns when the address is not one of them.
 */
export async function redirectOldAddress(websiteId: number, path: string, segment: string): Promise<void> {
  const to = await findSiteRedirect(websiteId, path, siteSearchFromSegment(segment));
  if (to) permanentRedirect(to);
}
