import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';

/** True when no site has been created yet (a fresh database, before the first seed or import). */
export async function isDatabaseEmpty(db: TDb): Promise<boolean> {
  const rows = await db.select({ id: websites.id }).from(websites).limit(1);
  return rows.length === 0;
}
