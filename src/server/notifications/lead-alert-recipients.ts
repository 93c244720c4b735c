import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';

/** One person told of a new lead: a user (emailed at their account's address) or a plain contact. */
export type TLeadAlertRecipient = {
  email: string | null;
  phone: string | null;
  /** Null for a contact who does not sign in: their email carries a one-click unsubscribe link. */
  userId: string | null;
};

/**
 * Who is told of a new lead of `category` at the dealership the lead belongs to (lead_alert_contacts): its users
 * who still may see that lead (a membership of the dealership or the site, or platform admin), are not
 * deactivated and have not turned new-lead emails off; its plain contacts (an unsubscribed address is not emailed,
 * though its phone, if any, is still texted). One
 * row per address (a user and a plain contact of the same address are told once, as the user).
 */
export async function leadAlertRecipients(
  db: Pick<TDb, 'execute'>,
  lead: { websiteId: number; dealershipId: number; category: string },
): Promise<TLeadAlertRecipient[]> {
  const rows = resultRows<{ user_id: string | null; email: string | null; phone: string | null }>(
    await db.execute(sql`
      select c.user_id, c.phone, case
          when c.user_id is null and exists (select 1 from notification_opt_outs o
            where o.email = lower(c.email) and o.kind = 'new_lead') then null
          else coalesce(u.email, c.email) end as email
      from lead_alert_contacts c
      left join auth_users u on u.id = c.user_id
      where c.dealership_id = ${lead.dealershipId} and c.category = ${lead.category}
        and (c.user_id is null or (
          not exists (select 1 from deactivated_users d where d.user_id = c.user_id)
          and not exists (select 1 from notification_opt_outs o where o.user_id = c.user_id and o.kind = 'new_lead')
          and exists (select 1 from memberships m where m.user_id = c.user_id and (
            m.role = 'platform_admin' or m.website_id = ${lead.websiteId} or m.dealership_id = ${lead.dealershipId}))
        ))
      order by c.user_id nulls last, c.id`),
  );
  const seen = new Set<string>();
  const recipients: TLeadAlertRecipient[] = [];
  for (const row of rows) {
    const address = row.email?.toLowerCase() ?? null;
    if (!address && !row.phone) continue;
    if (address && seen.has(address)) continue;
    if (address) seen.add(address);
    recipients.push({ email: row.email, phone: row.phone, userId: row.user_id });
  }
  return recipients;
}
