import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import type { TCarListing } from './car-listing';
import { findSpecialOfferCars } from './find-special-offer-cars';

/** The site's cars tagged Special, cached per site. */
export async function listSpecialOfferCars(
  siteId: number,
  dealershipIds: number[],
  limit: number,
): Promise<TCarListing[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  return findSpecialOfferCars(await getDb(), dealershipIds, limit);
}
