import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/env';
import { ZCatalogueModelForm } from '@/domain/catalogue/catalogue-model.schema';
import { saveCatalogueModel } from '@/server/catalogue/save-catalogue-model';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { refuseWithDraft } from '@/features/dashboard-sites/refuse-with-draft';
import { catalogueForm, cataloguePath } from './catalogue-labels';

const ZFormFields = z.record(z.string(), z.string());
type TParams = { site: string; id: string };

const target = (id: string): number | 'new' => (id === 'new' ? 'new' : Number(id));

/**
 * POST /settings/{site}/catalogue/{id|new}/save: a model of the site's catalogue added or changed (its platform or
 * group admin). Refused, back to its page with what was typed and each message at its field; saved, the site's
 * pages are refreshed (its catalogue is read under `site:{id}`) and on to the catalogue.
 */
export const postCatalogueModel = withDashboardWrite<typeof ZFormFields, TParams>(
  { schema: ZFormFields, back: ({ site, id }) => `${cataloguePath(site)}/${encodeURIComponent(id)}` },
  async ({ viewer, input, params }) => {
    const id = target(params.id);
    const back = `${cataloguePath(params.site)}/${id}`;
    const refuse = (taken = false) =>
      refuseWithDraft({
        form: catalogueForm(id),
        values: input,
        back: taken ? `${back}?taken=slug` : back,
        path: '/settings',
      });
    const parsed = ZCatalogueModelForm.safeParse(input);
    if (!parsed.success) return refuse();
    const saved = await saveCatalogueModel(await getDb(), viewer, params.site, id, parsed.data);
    if ('errors' in saved) return refuse(true);
    revalidateTag(`site:${saved.siteId}`, { expire: 0 });
    return seeOther(`${cataloguePath(params.site)}?done=${id === 'new' ? 'created' : 'saved'}`, [
      clearDraftCookie('/settings', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
