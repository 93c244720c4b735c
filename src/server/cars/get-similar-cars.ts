import { cacheLife, cacheTag } from 'next/cache';
import {
  similarCarCriteria,
  type TMakeModel,
  type TSimilarCarCriteria,
} from '@/domain/cars/similar-car-criteria';
import { getDb } from '@/server/db/db';
import { findSimilarCars, type TSimilarCars } from './find-similar-cars';
import { findStockMakeModels } from './find-stock-make-models';

async function stockMakeModels(siteId: number, dealershipIds: number[]): Promise<TMakeModel[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  return findStockMakeModels(await getDb(), dealershipIds);
}

async function similarCars(
  siteId: number,
  dealershipIds: number[],
  criteria: TSimilarCarCriteria,
  limit: number,
): Promise<TSimilarCars> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  return findSimilarCars(await getDb(), dealershipIds, criteria, limit);
}

/**
 * The cars a car page's 404 offers for a slug the site does not have: like the make and model the slug
 * names, else the newest. Cached per site by what the slug names, not by the slug, so requests for
 * made-up slugs cannot fill the cache.
 */
export async function getSimilarCars(
  siteId: number,
  dealershipIds: number[],
  slug: string,
  limit: number,
): Promise<TSimilarCars> {
  const criteria = similarCarCriteria(slug, await stockMakeModels(siteId, dealershipIds));
  return similarCars(siteId, dealershipIds, criteria, limit);
}
