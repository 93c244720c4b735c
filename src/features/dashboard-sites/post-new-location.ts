import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/env';
import { newLocationSchema } from '@/domain/onboarding/new-location.schema';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { createLocation } from '@/server/onboarding/create-location';
import { listSiteDealerships } from '@/server/onboarding/site-dealerships';
import { NEW_LOCATION_FORM, newLocationPath } from './new-location-labels';
import { refuseWithDraft } from './refuse-with-draft';

const ZFormFields = z.record(z.string(), z.string());

/**
 * POST /settings/{site}/locations/create: a new location of one of the site's dealerships (its platform or group
 * admin). Refused, back to the form; created, audited, and on to its hours and contact details.
 */
export const postNewLocation = withDashboardWrite<typeof ZFormFields, { site: string }>(
  { schema: ZFormFields, back: ({ site }) => newLocationPath(site) },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const { site, dealerships } = await listSiteDealerships(db, viewer, params.site);
    const schema = newLocationSchema(
      site.country,
      dealerships.map((d) => d.id),
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      return refuseWithDraft({
        form: NEW_LOCATION_FORM,
        values: input,
        back: newLocationPath(site.slug),
        path: '/settings',
      });
    const created = await createLocation(db, viewer, site.slug, parsed.data);
    for (const id of created.siteIds) revalidateTag(`site:${id}`, { expire: 0 });
    return seeOther(`/settings/${site.slug}/locations/${created.id}?done=created`, [
      clearDraftCookie('/settings', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
