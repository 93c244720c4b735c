import { z } from 'zod';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { arrangedPhotos, realPhotos, writeCarPhotos } from '@/server/dashboard/stock/car-photos';
import { removeCarPhotoFiles } from '@/server/dashboard/stock/car-photo-files';
import { findEditableCar } from '@/server/dashboard/stock/find-car-in-scope';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { revalidateStock } from './revalidate-stock';

const ZPhotoArrange = z.object({
  photo: z.coerce.number().int().positive('Choose a photo'),
  move: z.enum(['earlier', 'later', 'primary', 'delete'], 'Choose earlier, later, primary or delete'),
});

/** POST /stock/{id}/photos/arrange: move a photo earlier or later, make it the primary, or delete it. */
export const postPhotoArrange = withDashboardWrite<typeof ZPhotoArrange, { id: string }>(
  { schema: ZPhotoArrange, back: ({ id }) => `/stock/${encodeURIComponent(id)}` },
  async ({ viewer, input, params }) => {
    const db = await getDb();
    const scoped = await findEditableCar(db, viewer, params.id);
    const arranged = arrangedPhotos(realPhotos(scoped.images), input.photo, input.move);
    if (!arranged) throw new DashboardError('not_found');
    const photos = arranged.photos.map(({ id, url, thumbUrl, width, height }) => ({
      id,
      url,
      thumbUrl,
      width,
      height,
    }));
    await writeCarPhotos(
      db,
      viewer,
      scoped,
      photos,
      input.move === 'delete' ? 'car.photo_deleted' : 'car.photos_reordered',
    );
    await removeCarPhotoFiles(arranged.removed.flatMap((p) => [p.url, p.thumbUrl]));
    revalidateStock(scoped.websiteIds, [scoped.car.id]);
    return seeOther(
      `/stock/${scoped.car.id}?done=${input.move === 'delete' ? 'photo_deleted' : 'photos_reordered'}#photos`,
    );
  },
);
