import { DashboardError } from '@/server/dashboard/dashboard-error';
import { MAX_CAR_PHOTOS, realPhotos, writeCarPhotos } from '@/server/dashboard/stock/car-photos';
import { removeCarPhotoFiles, storeCarPhoto } from '@/server/dashboard/stock/car-photo-files';
import { findEditableCar } from '@/server/dashboard/stock/find-car-in-scope';
import { withDashboardUpload, type TDashboardUpload } from '@/server/http/with-dashboard-upload';
import type { TRouteContext } from '@/server/http/with-route';
import { getDb } from '@/server/db/db';
import { jsonError } from '@/server/http/json-error';
import { seeOther } from '@/server/http/see-other';
import { processCarPhoto } from '@/server/media/process-car-photo';
import { ImageRejected } from '@/server/media/process-image';
import { revalidateStock } from './revalidate-stock';

/** One post of photos: several at once, under the proxy's body limit (next.config.ts). */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024;

/**
 * The car editor's script sends each photo as its own request asking for JSON (`Accept: application/json`), to
 * show each file's progress and result: it is answered `{ added }` or a 422 `{ error, field }`, not redirected.
 * A form posted without JavaScript asks for HTML and gets the usual 303 back to the editor.
 */
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

/**
 * POST /stock/{id}/photos, multipart with `photos` (one or more files; a plain file input works without
 * JavaScript): each is checked by its content, resized and stripped of EXIF, then added after the car's
 * photos. Nothing is added when any file is refused.
 */
export const postCarPhotos = withDashboardUpload<{ id: string }>(
  {
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge: 'photo_too_large',
    back: ({ id }) => `/stock/${encodeURIComponent(id)}`,
  },
  async (context) => {
    if (!wantsJson(context.request)) return addPhotos(context);
    try {
      return await addPhotos(context);
    } catch (error) {
      // Out of scope stays a 404 like any missing car; a refused photo is the file's own error.
      if (!(error instanceof DashboardError) || error.notFound) throw error;
      return jsonError(422, error.message, 'photos');
    }
  },
);

/** Checks, resizes and stores the posted photos, then records them on the car in one audited write. */
async function addPhotos({
  request,
  viewer,
  form,
  params,
}: TRouteContext<TDashboardUpload, { id: string }>): Promise<Response> {
  const db = await getDb();
  const scoped = await findEditableCar(db, viewer, params.id);
  const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) throw new DashboardError('photo_missing');
  const existing = realPhotos(scoped.images);
  if (existing.length + files.length > MAX_CAR_PHOTOS) throw new DashboardError('photo_too_many');
  const processed = [];
  for (const file of files) {
    try {
      processed.push(await processCarPhoto(new Uint8Array(await file.arrayBuffer())));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      throw new DashboardError(error.reason === 'too_large' ? 'photo_too_large' : 'photo_not_image');
    }
  }
  const stored = [];
  for (const photo of processed) {
    const urls = await storeCarPhoto(scoped.car.id, photo);
    stored.push({ ...urls, width: photo.width, height: photo.height });
  }
  try {
    await writeCarPhotos(db, viewer, scoped, [...existing, ...stored], 'car.photos_added');
  } catch (error) {
    await removeCarPhotoFiles(stored.flatMap((s) => [s.url, s.thumbUrl]));
    throw error;
  }
  revalidateStock(scoped.websiteIds, [scoped.car.id]);
  if (wantsJson(request)) return Response.json({ added: stored.length });
  return seeOther(`/stock/${scoped.car.id}?done=photos_added#photos`);
}
