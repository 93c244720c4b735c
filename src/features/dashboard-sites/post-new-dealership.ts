import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { dealershipsPath } from './dealership-labels';
import { saveDealershipForm } from './save-dealership-form';

const ZFormFields = z.record(z.string(), z.string());

/** POST /settings/{site}/dealerships/create: a new dealership of the site (its platform or group admin). */
export const postNewDealership = withDashboardWrite<typeof ZFormFields, { site: string }>(
  { schema: ZFormFields, back: ({ site }) => `${dealershipsPath(site)}/new` },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const site = await findEditableSite(db, viewer, params.site);
    return saveDealershipForm(db, viewer, input, { site, id: 'new', current: [] });
  },
);
