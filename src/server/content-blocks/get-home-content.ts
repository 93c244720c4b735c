import { cacheLife, cacheTag } from 'next/cache';
import type { THomeContent } from '@/domain/content/home-content';
import { getDb } from '@/server/db/db';
import { findHomeContent } from './find-home-content';
import { logger } from '@/server/log/logger';

/** The site's home page slides and content blocks (cached per site); rows that fail their shape are logged. */
export async function getHomeContent(siteId: number): Promise<THomeContent> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const { slides, blocks, skipped } = await findHomeContent(await getDb(), siteId);
  for (const row of skipped)
    logger.warn({ siteId, kind: row.kind, block: row.id, problem: row.problem }, 'home content left out');
  return { slides, blocks };
}
