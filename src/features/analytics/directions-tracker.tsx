'use client';

import { useEffect } from 'react';
import { directionsEntry } from './analytics-entries';
import { pushDataLayer } from './data-layer';

/**
 * Fires the directions event (41) for every click on a Get Directions link of the site (location cards,
 * the footer's Visit Us, the car page's "Where this car is"): pushed to dataLayer and sent to
 * POST /api/events/directions (kept alive past the navigation to the map). Renders nothing; place once
 * per site layout.
 */
export function DirectionsTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const entry = directionsEntry(event.target);
      if (!entry) return;
      pushDataLayer(entry);
      const data = entry.location_id === undefined ? {} : { location_id: String(entry.location_id) };
      fetch('/api/events/directions', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      }).catch(() => {
        // Analytics only: a lost event never gets in the buyer's way.
      });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
