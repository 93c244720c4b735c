import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/env';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { findEditableLocation } from '@/server/site-settings/editable-locations';
import { saveLocationHours } from '@/server/site-settings/save-location-hours';
import { decodeLocation, locationSchema } from './location-section';
import { clearDraftCookie, draftCookie } from '@/server/dashboard/form-draft';

const ZFormFields = z.record(z.string(), z.string());
type TParams = { site: string; id: string };

const pagePath = ({ site, id }: TParams) =>
  `/settings/${encodeURIComponent(site)}/locations/${encodeURIComponent(id)}`;

/**
 * POST /settings/{site}/locations/{id}/save: a location's phone, email, weekly and holiday hours, checked with
 * ZLocationHours; refused, back to the form with its values (form-draft.ts); saved, audited and every site
 * showing the location's dealership revalidated.
 */
export const postLocation = withDashboardWrite<typeof ZFormFields, TParams>(
  { schema: ZFormFields, back: pagePath },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const { site, location } = await findEditableLocation(db, viewer, params.site, Number(params.id));
    const back = pagePath({ site: site.slug, id: String(location.id) });
    const secure = env.DASHBOARD_PROTOCOL === 'https';
    const parsed = locationSchema.safeParse(decodeLocation(nestFormValues(Object.entries(input))).candidate);
    if (!parsed.success) {
      const { nonce, cookie } = draftCookie({
        form: `location-${location.id}`,
        values: input,
        path: '/settings',
        secure,
      });
      return seeOther(`${back}?draft=${nonce}`, [cookie]);
    }
    const siteIds = await saveLocationHours(db, viewer, site.slug, location.id, parsed.data);
    for (const id of siteIds) revalidateTag(`site:${id}`, { expire: 0 });
    return seeOther(`${back}?done=saved`, [clearDraftCookie('/settings', secure)]);
  },
);
