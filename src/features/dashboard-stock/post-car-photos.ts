import { DashboardError } from '@/server/dashboard/dashboard-error';
import { MAX_CAR_PHOTOS, realPhotos, writeCarPhotos } from '@/server/dashboard/stock/car-photos';
import { removeCarPhotoFiles, storeCarPhoto } from '@/server/dashboard/stock/car-photo-files';
import { findEditableCar } from '@/server/dashboard/stock/find-car-in-scope';
import { withDashboardUpload } from '@/server/http/with-dashboard-upload';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { processCarPhoto } from '@/server/media/process-car-photo';
import { ImageRejected } from '@/server/media/process-image';
import { revalidateStock } from './revalidate-stock';

/** One post of photos: several at once, under the proxy's body limit (next.config.ts). */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024;

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
  async ({ viewer, form, params }) => {
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
    return seeOther(`/stock/${scoped.car.id}?done=photos_added#photos`);
  },
);
