import { and, asc, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { localDateAndHour } from '@/domain/notifications/local-date-and-hour';
import { carTitle } from '@/domain/notifications/new-lead-subject';
import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import { overdueCondition } from '@/server/dashboard/list-inbox-leads';
import { loadResponseClocks } from '@/server/dashboard/load-response-clocks';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import { cars, leads, websites } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { siteMailFrom } from '@/server/mail/site-mail-from';
import { OverdueDigestEmail, overdueDigestText, type TDigestLead } from './emails/overdue-digest-email';
import { renderEmailHtml } from './emails/render-email';
import { dashboardLeadUrl } from './lead-email-data';

/** The digest goes out from 08:00 site time; a server that was down all morning skips that day's (it is stale by noon). */
export const DIGEST_FIRST_HOUR = 8;
export const DIGEST_LAST_HOUR = 11;
/** The most leads one digest lists; the rest are counted. */
const LISTED = 50;

type TSiteRow = typeof websites.$inferSelect;

/**
 * Each site's overdue digest, once a day: for every site where it is now between 08:00 and noon, the day is
 * claimed (overdue_digest_runs, one statement, so one server of many wins it) and, in the same transaction, each
 * manager of an overdue lead (the dealership's managers, the site's group admins; not deactivated, not opted out)
 * is emailed the overdue leads they manage. Returns how many emails were queued.
 */
export async function sendOverdueDigests(db: TDb, now: Date = new Date()): Promise<number> {
  const sites = await db.select().from(websites).orderBy(asc(websites.id));
  let queued = 0;
  for (const site of sites) {
    const local = localDateAndHour(now, site.timezone);
    if (local.hour < DIGEST_FIRST_HOUR || local.hour > DIGEST_LAST_HOUR) continue;
    queued += await db.transaction(async (tx) => {
      const claimed = resultRows(
        await tx.execute(sql`
          insert into overdue_digest_runs (website_id, local_date) values (${site.id}, ${local.date})
          on conflict (website_id) do update set local_date = excluded.local_date, sent_at = now()
            where overdue_digest_runs.local_date < excluded.local_date
          returning website_id`),
      );
      if (claimed.length === 0) return 0;
      return digestOfSite(tx as unknown as TDb, site, now);
    });
  }
  return queued;
}

async function digestOfSite(db: TDb, site: TSiteRow, now: Date): Promise<number> {
  const clocks = await loadResponseClocks(db, { websiteIds: [site.id], dealershipIds: [] });
  const overdue = await db
    .select({
      id: leads.id,
      dealershipId: leads.dealershipId,
      name: leads.name,
      category: leads.category,
      createdAt: leads.createdAt,
      carYear: cars.year,
      carMake: cars.make,
      carModel: cars.model,
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.websiteId, site.id), eq(leads.formCompleted, true), overdueCondition(clocks, now)))
    .orderBy(asc(leads.createdAt));
  if (overdue.length === 0) return 0;
  const managers = resultRows<{
    user_id: string;
    email: string;
    website_id: number | null;
    dealership_id: number | null;
  }>(
    await db.execute(sql`
      select u.id as user_id, u.email, m.website_id, m.dealership_id
      from memberships m join auth_users u on u.id = m.user_id
      where ((m.role = 'group_admin' and m.website_id = ${site.id})
          or (m.role = 'dealership_manager' and m.dealership_id in (
            select dealership_id from website_dealerships where website_id = ${site.id})))
        and not exists (select 1 from deactivated_users d where d.user_id = u.id)
        and not exists (select 1 from notification_opt_outs o where o.user_id = u.id and o.kind = 'digest')
      order by u.id`),
  );
  const byManager = new Map<string, { email: string; leadIds: Set<string> }>();
  for (const m of managers) {
    const entry = byManager.get(m.user_id) ?? { email: m.email, leadIds: new Set<string>() };
    for (const lead of overdue) {
      if (m.website_id === site.id || (m.dealership_id !== null && m.dealership_id === lead.dealershipId))
        entry.leadIds.add(lead.id);
    }
    byManager.set(m.user_id, entry);
  }
  const origin = dashboardOrigin();
  let queued = 0;
  for (const { email, leadIds } of byManager.values()) {
    const mine = overdue.filter((l) => leadIds.has(l.id));
    if (mine.length === 0) continue;
    const listed: TDigestLead[] = mine.slice(0, LISTED).map((l) => ({
      name: l.name?.trim() || 'A buyer',
      category: l.category,
      car:
        l.carYear !== null && l.carMake && l.carModel
          ? carTitle({ year: l.carYear, make: l.carMake, model: l.carModel })
          : null,
      receivedAt: formatDateTime(l.createdAt, site.timezone),
      url: dashboardLeadUrl(l.id),
    }));
    const heading = `${mine.length} overdue ${mine.length === 1 ? 'lead' : 'leads'} at ${site.name}`;
    const props = {
      siteName: site.name,
      heading,
      leads: listed,
      more: mine.length - listed.length,
      inboxUrl: `${origin}/leads`,
      stop: { href: `${origin}/account/notifications`, label: 'Turn this email off' },
    };
    await enqueueMail(db, {
      to: email,
      subject: heading,
      text: overdueDigestText(props),
      html: await renderEmailHtml(createElement(OverdueDigestEmail, props)),
      ...siteMailFrom(site),
    });
    queued += 1;
  }
  return queued;
}
