import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { findCarBySlug, type TCarWithImages } from './find-car-by-slug';

/** The site's car for a /cars/{slug} page, cached per site and per car. */
export async function getCarBySlug(
  siteId: number,
  dealershipIds: number[],
  slug: string,
): Promise<TCarWithImages | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const car = await findCarBySlug(await getDb(), dealershipIds, slug);
  if (car) cacheTag(`car:${car.id}`);
  return car;
}
