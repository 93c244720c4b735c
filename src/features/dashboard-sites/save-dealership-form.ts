import { revalidateTag } from 'next/cache';
import { env } from '@/env';
import { dealershipSchema } from '@/domain/onboarding/dealership.schema';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { seeOther } from '@/server/http/see-other';
import { listMakeChoices } from '@/server/onboarding/list-make-choices';
import { createDealership, updateDealership } from '@/server/onboarding/save-dealership';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { dealershipForm, dealershipsPath } from './dealership-labels';
import { refuseWithDraft } from './refuse-with-draft';

type TTarget = { site: TEditableSite; id: number | 'new'; current: readonly string[] };

/**
 * Checks a posted dealership form with the site's country's schema and saves it: refused (the schema, or a
 * slug another dealership has), back to its page with what was typed; saved, every site showing it refreshed and
 * on to the list.
 */
export async function saveDealershipForm(
  db: TDb,
  viewer: TViewer,
  values: Record<string, string>,
  target: TTarget,
) {
  const { site, id } = target;
  const back = `${dealershipsPath(site.slug)}/${id}`;
  const refuse = () => refuseWithDraft({ form: dealershipForm(id), values, back, path: '/settings' });
  const makes = await listMakeChoices(db, site.id, target.current);
  const parsed = dealershipSchema(site.country, makes).safeParse(values);
  if (!parsed.success) return refuse();
  const saved =
    id === 'new'
      ? await createDealership(db, viewer, site.slug, parsed.data)
      : await updateDealership(db, viewer, site.slug, id, parsed.data);
  if ('errors' in saved) return refuse();
  for (const siteId of saved.siteIds) revalidateTag(`site:${siteId}`, { expire: 0 });
  const done = id === 'new' ? 'created' : 'saved';
  return seeOther(`${dealershipsPath(site.slug)}?done=${done}`, [
    clearDraftCookie('/settings', env.DASHBOARD_PROTOCOL === 'https'),
  ]);
}
