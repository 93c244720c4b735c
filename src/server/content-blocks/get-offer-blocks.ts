import { cacheLife, cacheTag } from 'next/cache';
import type { TContentBlock } from '@/domain/content/home-content';
import { getDb } from '@/server/db/db';
import { findOfferBlocks } from './find-offer-blocks';
import { logger } from '@/server/log/logger';

/** The site's Special Offers content blocks (cached per site); rows that fail their shape are logged. */
export async function getOfferBlocks(siteId: number): Promise<TContentBlock[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const { offers, skipped } = await findOfferBlocks(await getDb(), siteId);
  for (const row of skipped)
    logger.warn({ siteId, block: row.id, problem: row.problem }, 'offer block left out');
  return offers;
}
