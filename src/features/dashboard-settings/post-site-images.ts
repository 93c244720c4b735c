import { revalidateTag } from 'next/cache';
import { MAX_BODY_BYTES } from '@/server/http/max-body-bytes';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { withDashboardUpload } from '@/server/http/with-dashboard-upload';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { ImageRejected } from '@/server/media/process-image';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { saveSiteColumns } from '@/server/site-settings/save-site-columns';
import {
  MAX_SITE_IMAGE_BYTES,
  removeSiteImageFiles,
  storeSiteIcon,
  storeSiteLogo,
} from '@/server/site-settings/site-image-files';

type TParams = { site: string };

const pagePath = ({ site }: TParams) => `/settings/${encodeURIComponent(site)}/general`;

/** The file a field holds, if one was chosen (an empty file input sends a nameless empty part). */
function fileOf(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/** Runs a store, turning a refused file into the field's own code. */
async function checked<T>(field: 'logo' | 'icon', store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new DashboardError(error.reason === 'too_large' ? `${field}_too_large` : `${field}_not_image`);
  }
}

/**
 * POST /settings/{site}/images, multipart with `logo` and/or `icon` (plain file inputs: works without
 * JavaScript): each file is checked by its content, resized into the sizes the site draws it at and stored
 * in the media store; the site's columns change in one audited write (`settings.images`), the files they
 * replace are deleted, and the site's cache tag is revalidated so its header shows the new logo at once.
 */
export const postSiteImages = withDashboardUpload<TParams>(
  { maxBytes: 2 * MAX_SITE_IMAGE_BYTES + MAX_BODY_BYTES, tooLarge: 'images_too_large', back: pagePath },
  async ({ viewer, form, params }) => {
    const db = await getDb();
    const site = await findEditableSite(db, viewer, params.site);
    const logo = fileOf(form, 'logo');
    const icon = fileOf(form, 'icon');
    if (!logo && !icon) throw new DashboardError('image_missing');
    const read = async (file: File) => new Uint8Array(await file.arrayBuffer());
    const stored: Partial<Record<'logoUrl' | 'iconUrl' | 'appIconUrl', string>> = {};
    try {
      if (logo)
        Object.assign(stored, await checked('logo', async () => storeSiteLogo(site.id, await read(logo))));
      if (icon)
        Object.assign(stored, await checked('icon', async () => storeSiteIcon(site.id, await read(icon))));
      await saveSiteColumns(db, viewer, site.slug, 'settings.images', stored);
    } catch (error) {
      // Nothing is kept of a refused or failed upload: a logo stored before a refused icon goes too.
      await removeSiteImageFiles(site.id, Object.values(stored));
      throw error;
    }
    const replaced = (Object.keys(stored) as (keyof typeof stored)[]).map((key) => site[key]);
    await removeSiteImageFiles(site.id, replaced);
    revalidateTag(`site:${site.id}`, { expire: 0 });
    return seeOther(`${pagePath({ site: site.slug })}?done=images#images`);
  },
);
