'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { clickToCallEntry, directionsEntry, pageViewEntry } from './analytics-entries';
import { pushDataLayer } from './data-layer';
import { recordVisit } from './visited-pages';

/** Sends the directions event (41) to POST /api/events/directions, kept alive past the navigation to the map. */
function sendDirectionsEvent(locationId: number | undefined) {
  fetch('/api/events/directions', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: locationId === undefined ? {} : { location_id: String(locationId) } }),
  }).catch(() => {
    // Analytics only: a lost event never gets in the buyer's way.
  });
}

/**
 * The site's own analytics (spec 9), placed once in the site layout; renders nothing:
 * - each page view: the page-view event (ids 1-13 by page type), and the session's visited pages and campaign
 *   parameters (utm_*, gclid, fbclid, msclkid) kept for the leads' visited_pages and linked_query_params; after
 *   hydration, so it never delays the page, and again on each client-side navigation;
 * - every click on a phone link of the site (header, footer, location cards, the car page's revealed number):
 *   click to call (25), so the dealer counts every call the site starts;
 * - every click on a Get Directions link (location cards, the footer's Visit Us, the car page's "Where this car
 *   is"): directions (41), pushed to dataLayer and sent to the server.
 */
export function SiteTrackers() {
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(window.location);
    pushDataLayer(pageViewEntry(window.location));
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const call = clickToCallEntry(event.target);
      if (call) pushDataLayer(call);
      const directions = directionsEntry(event.target);
      if (!directions) return;
      pushDataLayer(directions);
      sendDirectionsEvent(typeof directions.location_id === 'number' ? directions.location_id : undefined);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
