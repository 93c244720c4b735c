import { asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { catalogueModels } from '@/server/db/schema';

export type TCatalogueModel = typeof catalogueModels.$inferSelect;

/** The site's model catalogue, by make then position. */
export async function listCatalogueModels(siteId: number): Promise<TCatalogueModel[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const db = await getDb();
  return db
    .select()
    .from(catalogueModels)
    .where(eq(catalogueModels.websiteId, siteId))
    .orderBy(asc(catalogueModels.manufacturerName), asc(catalogueModels.position), asc(catalogueModels.id));
}
