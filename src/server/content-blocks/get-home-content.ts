import { cacheLife, cacheTag } from 'next/cache';
import type { THomeContent } from '@/domain/content/home-content';
import { getDb } from '@/server/db/db';
import { findHomeContent } from './find-home-content';

/** The site's home page slides and content blocks (cached per site); rows that fail their shape are logged. */
export async function getHomeContent(siteId: number): Promise<THomeContent> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const { slides, blocks, skipped } = await findHomeContent(await getDb(), siteId);
  for (const row of skipped)
    console.warn(`Home content ${row.kind} ${row.id} of site ${siteId} left out: ${row.problem}`);
  return { slides, blocks };
}
