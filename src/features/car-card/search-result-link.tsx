'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { pushDataLayer } from '@/features/analytics/data-layer';

type TProps = { href: string; carId: number; position: number; className: string; children: ReactNode };

/** A search hit's link to its car: fires the search result click event (29) on the way. */
export function SearchResultLink({ href, carId, position, className, children }: TProps) {
  return (
    <Link
      href={href}
      className={className}
      onClick={() =>
        pushDataLayer({
          event: 'search_result_click',
          event_id: ANALYTICS_EVENT_IDS.searchResultClick,
          car_id: carId,
          position,
        })
      }
    >
      {children}
    </Link>
  );
}
