import type { TDb } from '@/server/db/client';
import { listLeadAssignees, type TAssignee } from './list-lead-assignees';

/**
 * Who the leads of an inbox page may be handed to, together: everyone any of them may go to, by name. A lead
 * that may not go to the one chosen is refused by assignLead and reported, the others still assigned.
 */
export async function listBulkAssignees(
  db: TDb,
  leads: { websiteId: number; dealershipId: number | null }[],
): Promise<TAssignee[]> {
  const pairs = new Map(leads.map((l) => [`${l.websiteId}/${l.dealershipId}`, l]));
  const lists = await Promise.all([...pairs.values()].map((lead) => listLeadAssignees(db, lead)));
  const byId = new Map(lists.flat().map((a) => [a.id, a]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
