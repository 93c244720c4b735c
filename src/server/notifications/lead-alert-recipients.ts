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
 * Who is told of new lead `leadId`, of its category at the dealership it belongs to (lead_alert_contacts): its users
 * who still may see that lead (a membership of the dealership or the site, or platform admin), are not
 * deactivated and have not turned new-lead emails off; its plain contacts (an unsubscribed address is not emailed,
 * though its phone, if any, is still texted). One row per address (a user and a plain contact of the same address
 * are told once, as the user). One query from the lead's id: most dealerships have no contacts for most categories,
 * and a lead is stored in a transaction that holds the embedded database's one connection.
 */
export async function leadAlertRecipients(
  db: Pick<TDb, 'execute'>,
  leadId: string,
): Promise<TLeadAlertRecipient[]> {
  const rows = resultRows<{ user_id: string | null; email: string | null; phone: string | null }>(
    await db.execute(sql`
      select c.user_id, c.phone, case
          when c.user_id is null and exists (select 1 from notification_opt_outs o
            where o.email = lower(c.email) and o.kind = 'new_lead') then null
          else coalesce(u.email, c.email) end as email
      from leads l
      join lead_alert_contacts c on c.dealership_id = l.dealership_id and c.category = l.category
      left join auth_users u on u.id = c.user_id
      where l.id = ${leadId}
        and (c.user_id is null or (
          not exists (select 1 from deactivated_users d where d.user_id = c.user_id)
          and not exists (select 1 from notification_opt_outs o where o.user_id = c.user_id and o.kind = 'new_lead')
          and exists (select 1 from memberships m where m.user_id = c.user_id and (
            m.role = 'platform_admin' or m.website_id = l.website_id or m.dealership_id = l.dealership_id))
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
