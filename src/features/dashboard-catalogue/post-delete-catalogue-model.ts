import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { deleteCatalogueModel } from '@/server/catalogue/save-catalogue-model';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { cataloguePath } from './catalogue-labels';

type TParams = { site: string; id: string };

/** POST /settings/{site}/catalogue/{id}/delete: a model removed from the site's catalogue (audited). */
export const postDeleteCatalogueModel = withDashboardWrite<z.ZodObject, TParams>(
  { schema: z.object({}), back: ({ site, id }) => `${cataloguePath(site)}/${encodeURIComponent(id)}` },
  async ({ viewer, params }) => {
    const { siteId } = await deleteCatalogueModel(await getDb(), viewer, params.site, Number(params.id));
    revalidateTag(`site:${siteId}`, { expire: 0 });
    return seeOther(`${cataloguePath(params.site)}?done=deleted`);
  },
);
