import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { findSiteDealership } from '@/server/onboarding/site-dealerships';
import { dealershipsPath } from './dealership-labels';
import { saveDealershipForm } from './save-dealership-form';

const ZFormFields = z.record(z.string(), z.string());
type TParams = { site: string; id: string };

/** POST /settings/{site}/dealerships/{id}/save: a dealership of the site changed (its platform or group admin). */
export const postDealership = withDashboardWrite<typeof ZFormFields, TParams>(
  { schema: ZFormFields, back: ({ site, id }) => `${dealershipsPath(site)}/${encodeURIComponent(id)}` },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const { site, dealership } = await findSiteDealership(db, viewer, params.site, Number(params.id));
    return saveDealershipForm(db, viewer, input, {
      site,
      id: dealership.id,
      current: dealership.manufacturers,
    });
  },
);
