import { z } from 'zod';
import { env } from '@/env';
import { ZNewSite } from '@/domain/onboarding/new-site.schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import { isPlatformAdmin } from '@/server/dashboard/lead-scope';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { createSite } from '@/server/onboarding/create-site';
import { revalidateSiteLookup } from '@/server/websites/revalidate-site-lookup';
import { NEW_SITE_FORM, NEW_SITE_PATH } from './new-site-labels';
import { refuseWithDraft } from './refuse-with-draft';

const ZFormFields = z.record(z.string(), z.string());

/**
 * POST /sites/create: a platform admin creates a site (ZNewSite; a slug another site has is refused at its
 * field). Refused, back to the form with what was typed; created, audited, and on to its settings (303), where
 * everything else about it is set.
 */
export const postNewSite = withDashboardWrite(
  { schema: ZFormFields, back: () => NEW_SITE_PATH },
  async ({ viewer, input }) => {
    if (!isPlatformAdmin(viewer)) throw new DashboardError('not_found');
    const refuse = () =>
      refuseWithDraft({ form: NEW_SITE_FORM, values: input, back: NEW_SITE_PATH, path: '/sites' });
    const parsed = ZNewSite.safeParse(input);
    if (!parsed.success) return refuse();
    const created = await createSite(await getDb(), viewer, parsed.data);
    if ('errors' in created) return refuse();
    // The host may have been asked for before the site existed: its cached "no such site" goes.
    revalidateSiteLookup(null, [`${created.slug}.localhost`]);
    return seeOther(`/settings/${created.slug}`, [
      clearDraftCookie('/sites', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
