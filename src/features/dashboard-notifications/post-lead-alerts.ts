import { env } from '@/env';
import { LEAD_CATEGORIES } from '@/domain/leads/lead-categories';
import { alertFieldOf, ZLeadAlertContactsForm } from '@/domain/notifications/lead-alert-contacts.schema';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { saveLeadAlertContacts } from '@/server/notifications/lead-alert-contacts-store';
import { findSiteDealership } from '@/server/onboarding/site-dealerships';
import { leadAlertsForm, leadAlertsPath } from './lead-alerts-labels';

type TParams = { site: string; id: string };

/** POST /settings/{site}/dealerships/{id}/lead-alerts/save: the dealership's new-lead contacts (its site's admins). */
export const postLeadAlerts = withDashboardWrite<typeof ZLeadAlertContactsForm, TParams>(
  {
    schema: ZLeadAlertContactsForm,
    back: ({ site, id }) => leadAlertsPath(site, id),
    draft: { form: ({ id }) => leadAlertsForm(id), path: '/settings' },
  },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const { site, dealership } = await findSiteDealership(db, viewer, params.site, Number(params.id));
    const contacts = Object.fromEntries(LEAD_CATEGORIES.map((c) => [c, input[alertFieldOf(c)] ?? []]));
    await saveLeadAlertContacts(db, viewer, { websiteId: site.id, dealershipId: dealership.id }, contacts);
    return seeOther(`${leadAlertsPath(site.slug, dealership.id)}?done=saved`, [
      clearDraftCookie('/settings', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
