import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { catalogueModels } from '@/server/db/schema';
import { COMMON_MAKES } from './common-makes';

/**
 * The makes a dealership of the site may be ticked as selling: the brands of the site's model catalogue, the
 * common makes of the two countries, and any the dealership already sells; one of each, by name.
 */
export async function listMakeChoices(db: TDb, websiteId: number, current: readonly string[] = []) {
  const catalogue = await db
    .selectDistinct({ make: catalogueModels.manufacturerName })
    .from(catalogueModels)
    .where(eq(catalogueModels.websiteId, websiteId));
  const byKey = new Map<string, string>();
  for (const make of [...current, ...catalogue.map((c) => c.make), ...COMMON_MAKES]) {
    const name = make.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
