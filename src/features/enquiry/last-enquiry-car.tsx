'use client';

import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/ui/link/site-link';
import { readLastEnquiry } from './stored-user-details';

/** "About the {car}" with a link back, from the car saved locally when the enquiry was sent. */
export function LastEnquiryCar({ siteSlug, carSlug }: { siteSlug: string; carSlug: string | null }) {
  const saved = useSyncExternalStore(
    () => () => {},
    () => JSON.stringify(readLastEnquiry(siteSlug)),
    () => 'null',
  );
  const last = JSON.parse(saved) as ReturnType<typeof readLastEnquiry>;
  const car = last?.car && (!carSlug || last.car.slug === carSlug) ? last.car : null;
  if (!car) return null;
  return (
    <p>
      Your enquiry is about the{' '}
      <SiteLink
        href={`/cars/${encodeURIComponent(car.slug)}`}
        className="font-semibold underline underline-offset-2"
      >
        {car.name}
      </SiteLink>
      .
    </p>
  );
}
