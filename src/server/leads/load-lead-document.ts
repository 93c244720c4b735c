import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, dealerships, leads, websites } from '@/server/db/schema';
import type { TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import type { TLeadDocument } from '@/server/providers/lead-destinations/types';

/**
 * A stored lead as destinations receive it, with its site and the site's destinations as stored (a webhook's
 * secret sealed); null when the lead is gone.
 */
export async function loadLeadDocument(
  db: TDb,
  leadId: string,
): Promise<{
  document: TLeadDocument;
  websiteId: number;
  destinations: TStoredLeadDestination[];
} | null> {
  const [row] = await db
    .select({ lead: leads, site: websites, dealership: dealerships, car: cars })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const { lead, site, dealership, car } = row;
  return {
    websiteId: site.id,
    destinations: site.leadDestinations,
    document: {
      lead_id: lead.id,
      created_at: lead.createdAt.toISOString(),
      website_slug: site.slug,
      website_name: site.name,
      website_phone: site.phone,
      dealership_slug: dealership?.slug ?? null,
      dealership_name: dealership?.name ?? null,
      source: lead.source,
      category: lead.category,
      subcategory: lead.subcategory,
      lead_status: lead.leadStatus,
      form_completed: lead.formCompleted,
      name: lead.name,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      opt_in: lead.optIn,
      consent: lead.consent,
      preferredDealership: lead.preferredDealership,
      url: lead.url,
      user_agent: lead.userAgent,
      visited_pages: lead.visitedPages,
      linked_query_params: lead.linkedQueryParams,
      payload: lead.payload,
      car: car
        ? {
            id: car.id,
            stocknum: car.stocknum,
            name: car.name,
            make: car.make,
            model: car.model,
            year: car.year,
            badge: car.badge,
            vin: car.vin,
            km: car.km,
            price: car.price,
            currency: site.currency,
            car_type: car.carType,
          }
        : null,
    },
  };
}
