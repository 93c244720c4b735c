import { eq } from 'drizzle-orm';
import { slugify } from '@/domain/locations/location-contact-path';
import type { TNewLocation } from '@/domain/onboarding/new-location.schema';
import type { TDb } from '@/server/db/client';
import { locations, websiteDealerships } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findSiteDealership } from './site-dealerships';

/**
 * A new location of one of the site's dealerships (for whoever may change the site's settings), in the site's
 * time zone, carrying its dealership's licence (the sub-footer reads it from locations); its dealership's
 * primary location when it is the first. Audited as `settings.location.create`. Returns its id and the sites
 * showing the dealership, whose cache tags the caller revalidates.
 */
export async function createLocation(db: TDb, viewer: TViewer, slug: string, input: TNewLocation) {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const { site, dealership } = await findSiteDealership(tx, viewer, slug, input.dealership);
    const [existing] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.dealershipId, dealership.id))
      .limit(1);
    const [row] = await tx
      .insert(locations)
      .values({
        dealershipId: dealership.id,
        name: input.name,
        slug: slugify(input.name),
        locationType: input.type,
        manufacturers: dealership.manufacturers,
        primary: !existing,
        street: input.street,
        city: input.suburb,
        state: input.region,
        postcode: input.postcode,
        phone: input.phone,
        email: input.email,
        timezone: site.timezone,
        dealerLicenseNumber: dealership.licenceNumber,
      })
      .returning();
    if (!row) throw new DashboardError('bad_input');
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.location.create',
      before: null,
      after: { ...row },
    });
    const sites = await tx
      .select({ id: websiteDealerships.websiteId })
      .from(websiteDealerships)
      .where(eq(websiteDealerships.dealershipId, dealership.id));
    return { id: row.id, siteIds: sites.map((s) => s.id) };
  });
}
