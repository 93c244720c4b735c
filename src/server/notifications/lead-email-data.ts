import { eq } from 'drizzle-orm';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { carTitle, newLeadSubject } from '@/domain/notifications/new-lead-subject';
import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import type { TDb } from '@/server/db/client';
import { cars, leads, websites } from '@/server/db/schema';
import { siteMailFrom } from '@/server/mail/site-mail-from';
import type { TLeadEmailData } from './emails/lead-email';

/** The dashboard page of a lead, on the dashboard's host (as invitation and reset links are built). */
export const dashboardLeadUrl = (leadId: string) =>
  `${dashboardOrigin()}/leads/${encodeURIComponent(leadId)}`;

export type TLeadForEmail = {
  websiteId: number;
  dealershipId: number | null;
  category: string;
  subject: string;
  from: { fromName: string; fromAddress: string | null };
  data: TLeadEmailData;
};

/** A lead as its emails show it (read in the caller's transaction), or null when there is no such lead. */
export async function loadLeadForEmail(
  db: Pick<TDb, 'select'>,
  leadId: string,
): Promise<TLeadForEmail | null> {
  const [row] = await db
    .select({
      websiteId: leads.websiteId,
      dealershipId: leads.dealershipId,
      category: leads.category,
      subcategory: leads.subcategory,
      name: leads.name,
      firstName: leads.firstName,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      createdAt: leads.createdAt,
      carYear: cars.year,
      carMake: cars.make,
      carModel: cars.model,
      siteName: websites.name,
      mailFromName: websites.mailFromName,
      mailFromAddress: websites.mailFromAddress,
      timezone: websites.timezone,
    })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const car =
    row.carYear !== null && row.carMake && row.carModel
      ? { year: row.carYear, make: row.carMake, model: row.carModel }
      : null;
  const buyerName = row.name?.trim() || [row.firstName].filter(Boolean).join(' ') || 'A buyer';
  return {
    websiteId: row.websiteId,
    dealershipId: row.dealershipId,
    category: row.category,
    subject: newLeadSubject({ category: row.category, car, firstName: row.firstName, name: row.name }),
    from: siteMailFrom({
      name: row.siteName,
      mailFromName: row.mailFromName,
      mailFromAddress: row.mailFromAddress,
    }),
    data: {
      siteName: row.siteName,
      category: row.category,
      subcategory: row.subcategory,
      car: car ? carTitle(car) : null,
      buyerName,
      phone: row.phone?.trim() || null,
      email: row.email?.trim() || null,
      message: row.message?.trim() || null,
      receivedAt: formatDateTime(row.createdAt, row.timezone),
      leadUrl: dashboardLeadUrl(leadId),
    },
  };
}
