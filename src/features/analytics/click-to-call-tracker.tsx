'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { pushDataLayer } from './data-layer';

/** The click-to-call event (25) of a click on a tel: link; the link's data-car-id, when it has one, names the car. */
export function clickToCallEvent(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="tel:"]') : null;
  if (!link) return null;
  const carId = Number(link.dataset.carId);
  return {
    event: 'click_to_call',
    event_id: ANALYTICS_EVENT_IDS.clickToCall,
    phone: link.getAttribute('href')!.slice('tel:'.length),
    ...(Number.isInteger(carId) && carId > 0 ? { car_id: carId } : {}),
  };
}

/**
 * Fires event 25 for every click on a phone link of the site (header, footer, location cards, the car
 * page's revealed number), so the dealer counts every call the site starts. Renders nothing; place once
 * per site layout.
 */
export function ClickToCallTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const entry = clickToCallEvent(event.target);
      if (entry) pushDataLayer(entry);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
