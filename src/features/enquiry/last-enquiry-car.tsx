'use client';

import { useSyncExternalStore } from 'react';
import { EnquiryCarLine } from './enquiry-car-line';
import { readLastEnquiry } from '@/ui/form/last-enquiry';

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
  return <EnquiryCarLine car={car} />;
}
