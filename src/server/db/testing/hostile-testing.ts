import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { events, leadDeliveries, leads, valuations } from '@/server/db/schema';

/** Tests only: a digest of every row a public endpoint could write (leads, deliveries, events, valuations). */
export async function writableRowsDigest(db: TDb): Promise<string> {
  const rows = [
    await db.select().from(leads).orderBy(asc(leads.id)),
    await db.select().from(leadDeliveries).orderBy(asc(leadDeliveries.id)),
    await db.select().from(events).orderBy(asc(events.id)),
    await db.select().from(valuations).orderBy(asc(valuations.id)),
  ];
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** Tests only: a seeded generator, so a failure of a generated payload can be replayed. */
export function seededGenerator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return { pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, next };
}

export type TSeededGenerator = ReturnType<typeof seededGenerator>;
