import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { leadScope } from './lead-scope';
import type { TViewer } from './viewer.types';

const ZLeadId = z.uuid();

/**
 * A lead the person may see, or null: an id that is not a lead, or a lead outside their memberships, is the
 * same "not found" (404), so ids of other sites and dealerships tell nothing.
 */
export async function findLeadInScope(db: TDb, viewer: TViewer, id: string) {
  if (!ZLeadId.safeParse(id).success) return null;
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), leadScope(viewer)))
    .limit(1);
  return lead ?? null;
}
