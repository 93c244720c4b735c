import { revalidateTag } from 'next/cache';
import { MAX_BODY_BYTES } from '@/server/http/max-body-bytes';
import { z } from 'zod';
import { ZContentImage } from '@/domain/content/home-content';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { withDashboardUpload } from '@/server/http/with-dashboard-upload';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { ImageRejected } from '@/server/media/process-image';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { saveHomePicture } from '@/server/site-settings/save-home-picture';
import {
  MAX_HOME_PICTURE_BYTES,
  removeHomePictureFiles,
  storeHomePicture,
} from '@/server/site-settings/site-image-files';

type TParams = { site: string };

const pagePath = ({ site }: TParams) => `/settings/${encodeURIComponent(site)}/home`;

/** The picture form's own fields: which slide or block (`slides.0`) and the address the page showed for it. */
const ZTarget = z.object({
  target: z.string().regex(/^(slides|blocks)\.\d{1,2}$/),
  shown: z.string().max(500),
});

const pictureCode = (error: ImageRejected) =>
  error.reason === 'too_large' ? 'picture_too_large' : 'picture_not_image';

/**
 * POST /settings/{site}/home-picture, multipart with `target` (`slides.0`, `blocks.2`), `shown` (the picture's
 * address as the page showed it), `{target}.picture` (a plain file input: works without JavaScript) and
 * `{target}.pictureAlt`. The file is checked by its content, EXIF dropped, resized to the home page's frame and
 * stored; the slide or block takes it in one audited write (`settings.home-picture`), the upload it replaces is
 * deleted, and the site's cache tag is revalidated so the home page shows it at once. A refusal goes back to
 * the page with the message at that slide's or block's file field.
 */
export const postHomePicture = withDashboardUpload<TParams>(
  { maxBytes: MAX_HOME_PICTURE_BYTES + MAX_BODY_BYTES, tooLarge: 'picture_too_large', back: pagePath },
  async ({ viewer, form, params }) => {
    const fields = ZTarget.safeParse({ target: form.get('target'), shown: form.get('shown') ?? '' });
    if (!fields.success) throw new DashboardError('bad_input');
    const { target, shown } = fields.data;
    const db = await getDb();
    const site = await findEditableSite(db, viewer, params.site);
    const back = pagePath({ site: site.slug });
    const field = `${target}.picture`;
    const refuse = (code: string) =>
      seeOther(`${back}?error=${code}&field=${encodeURIComponent(field)}#pictures`);

    const file = form.get(field);
    if (!(file instanceof File) || file.size === 0) return refuse('picture_missing');
    const alt = ZContentImage.shape.alt.safeParse(form.get(`${target}.pictureAlt`) ?? '');
    if (!alt.success) return refuse('picture_alt_too_long');
    const [list, index] = target.split('.') as ['slides' | 'blocks', string];
    const kind = list === 'slides' ? 'slide' : 'block';

    let stored;
    try {
      stored = await storeHomePicture(site.id, kind, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof ImageRejected) return refuse(pictureCode(error));
      throw error;
    }
    let replaced: string | null;
    try {
      ({ replaced } = await saveHomePicture(
        db,
        viewer,
        site.slug,
        { kind, index: Number(index), shown },
        { ...stored, alt: alt.data },
      ));
    } catch (error) {
      await removeHomePictureFiles(site.id, [stored.url]);
      if (error instanceof DashboardError && !error.notFound) return refuse(error.code);
      throw error;
    }
    // An address another slide or block still shows stays (a dealer may have typed it in twice).
    const { slides, blocks } = await findHomeContent(db, site.id);
    const inUse = new Set([...slides, ...blocks].map((row) => row.image?.url));
    if (replaced && !inUse.has(replaced)) await removeHomePictureFiles(site.id, [replaced]);
    revalidateTag(`site:${site.id}`, { expire: 0 });
    return seeOther(`${back}?done=picture#pictures`);
  },
);
