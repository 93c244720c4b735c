import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';

export type TImportSite = {
  id: number;
  slug: string;
  paymentProvider: (typeof websites.$inferSelect)['paymentProvider'];
};

/** The website a stock file is imported into, by slug; null when there is none. */
export async function findImportSite(db: TDb, slug: string): Promise<TImportSite | null> {
  const [site] = await db
    .select({ id: websites.id, slug: websites.slug, paymentProvider: websites.paymentProvider })
    .from(websites)
    .where(eq(websites.slug, slug))
    .limit(1);
  return site ?? null;
}

/** The website an API key imports through, by id. */
export async function findImportSiteById(db: TDb, id: number): Promise<TImportSite | null> {
  const [site] = await db
    .select({ id: websites.id, slug: websites.slug, paymentProvider: websites.paymentProvider })
    .from(websites)
    .where(eq(websites.id, id))
    .limit(1);
  return site ?? null;
}
