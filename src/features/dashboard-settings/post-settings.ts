import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/env';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { saveSiteSettings, type TSiteSettingsUpdate } from '@/server/site-settings/save-site-settings';
import { settingsSection } from './sections';
import { clearDraftCookie, draftCookie } from '@/server/dashboard/form-draft';

const ZFormFields = z.record(z.string(), z.string());
type TParams = { site: string; section: string };

const pagePath = ({ site, section }: TParams) =>
  `/settings/${encodeURIComponent(site)}/${encodeURIComponent(section)}`;

/**
 * POST /settings/{site}/{section}/save: checks the form with the section's schema (the site's own). Refused,
 * the browser goes back to the form with its values and a message at each field (form-draft.ts); saved, the
 * change is audited and the site's cache tag revalidated, so its pages show it on their next request.
 */
export const postSettings = withDashboardWrite<typeof ZFormFields, TParams>(
  { schema: ZFormFields, back: pagePath },
  async ({ viewer, input, params }) => {
    const section = settingsSection(params.section);
    if (!section) throw new DashboardError('not_found');
    const db = await getDb();
    const site = await findEditableSite(db, viewer, params.site);
    const back = pagePath({ site: site.slug, section: section.key });
    const secure = env.DASHBOARD_PROTOCOL === 'https';
    const parsed = section.schema.safeParse(
      section.decode(nestFormValues(Object.entries(input)), site).candidate,
    );
    if (!parsed.success) {
      const { nonce, cookie } = draftCookie({
        form: section.key,
        values: input,
        secretFields: section.secretFields,
        path: '/settings',
        secure,
      });
      return seeOther(`${back}?draft=${nonce}`, [cookie]);
    }
    const update = { section: section.key, value: parsed.data } as TSiteSettingsUpdate;
    const websiteId = await saveSiteSettings(db, viewer, site.slug, update, getSettingsCipher());
    revalidateTag(`site:${websiteId}`, { expire: 0 });
    return seeOther(`${back}?done=saved`, [clearDraftCookie('/settings', secure)]);
  },
);
