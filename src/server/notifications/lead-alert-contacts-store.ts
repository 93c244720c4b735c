import { asc, eq, sql } from 'drizzle-orm';
import type { TAlertContact } from '@/domain/notifications/lead-alert-contacts.schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import { authUsers, leadAlertContacts } from '@/server/db/schema';

/** A dealership's new-lead contacts per category, as the form shows them: users by their address. */
export async function loadLeadAlertContacts(db: TDb, dealershipId: number): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      category: leadAlertContacts.category,
      userEmail: authUsers.email,
      email: leadAlertContacts.email,
      phone: leadAlertContacts.phone,
    })
    .from(leadAlertContacts)
    .leftJoin(authUsers, eq(authUsers.id, leadAlertContacts.userId))
    .where(eq(leadAlertContacts.dealershipId, dealershipId))
    .orderBy(asc(leadAlertContacts.id));
  const byCategory = new Map<string, string[]>();
  for (const row of rows) {
    const shown = row.userEmail ?? row.email ?? row.phone;
    if (shown) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), shown]);
  }
  return byCategory;
}

/**
 * Replaces a dealership's new-lead contacts (audited). An address that is a person's account who may see the
 * dealership's leads is stored as that user (so their account's opt-out applies and an address change follows
 * them); any other is a plain contact.
 */
export async function saveLeadAlertContacts(
  db: TDb,
  viewer: TViewer,
  target: { websiteId: number; dealershipId: number },
  contacts: Record<string, TAlertContact[]>,
): Promise<void> {
  const emails = Object.values(contacts)
    .flat()
    .flatMap((c) => (c.kind === 'email' ? [c.email] : []));
  await db.transaction(async (tx) => {
    const users = emails.length
      ? resultRows<{ id: string; email: string }>(
          await tx.execute(sql`
            select u.id, lower(u.email) as email from auth_users u
            where lower(u.email) in (${sql.join(
              emails.map((e) => sql`${e}`),
              sql`, `,
            )})
              and exists (select 1 from memberships m where m.user_id = u.id and (m.role = 'platform_admin'
                or m.website_id = ${target.websiteId} or m.dealership_id = ${target.dealershipId}))`),
        )
      : [];
    const userOf = new Map(users.map((u) => [u.email, u.id]));
    const before = Object.fromEntries(await loadLeadAlertContacts(tx as unknown as TDb, target.dealershipId));
    await tx.delete(leadAlertContacts).where(eq(leadAlertContacts.dealershipId, target.dealershipId));
    const rows = Object.entries(contacts).flatMap(([category, list]) =>
      list.map((c) => ({
        dealershipId: target.dealershipId,
        category,
        userId: c.kind === 'email' ? (userOf.get(c.email) ?? null) : null,
        email: c.kind === 'email' && !userOf.has(c.email) ? c.email : null,
        phone: c.kind === 'phone' ? c.phone : null,
      })),
    );
    if (rows.length) await tx.insert(leadAlertContacts).values(rows);
    await recordAudit(tx, viewer, {
      websiteId: target.websiteId,
      action: 'dealership.lead_alert_contacts',
      before: { dealershipId: target.dealershipId, contacts: before },
      after: {
        dealershipId: target.dealershipId,
        contacts: Object.fromEntries(
          Object.entries(contacts)
            .filter(([, list]) => list.length)
            .map(([category, list]) => [category, list.map((c) => (c.kind === 'email' ? c.email : c.phone))]),
        ),
      },
    });
  });
}
