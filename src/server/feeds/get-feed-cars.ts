import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { findFeedCars, type TFeedCarRow } from './find-feed-cars';

/**
 * The site's feed cars, cached per site: a sale, reservation or stock change revalidates `site:{id}` at once, and
 * the 'minutes' life bounds the rest, so a sold or reserved car leaves the feed well within five minutes.
 */
export async function getFeedCars(siteId: number, dealershipIds: number[]): Promise<TFeedCarRow[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(`site:${siteId}`);
  return findFeedCars(await getDb(), dealershipIds);
}
