import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { recordAudit } from '../record-audit';
import type { TViewer } from '../viewer.types';
import type { TScopedCar } from './find-car-in-scope';

type TImage = typeof carImages.$inferSelect;
type TNewImage = Omit<TImage, 'id' | 'position' | 'carId' | 'alt'> & { id?: number };

/** A car holds at most this many photos. */
export const MAX_CAR_PHOTOS = 40;

/**
 * Rewrites a car's photos in the given order (positions are unique per car, so the rows are replaced in one
 * transaction rather than swapped) and its primary image, the first photo or the placeholder; on record in
 * the audit log. The cars row's update moves the search snapshot and the hosted index (database triggers).
 */
export async function writeCarPhotos(
  db: TDb,
  viewer: TViewer,
  scoped: TScopedCar,
  photos: TNewImage[],
  action: string,
): Promise<void> {
  const { car } = scoped;
  const before = scoped.images.map((i) => i.url);
  await db.transaction(async (tx) => {
    await tx.delete(carImages).where(eq(carImages.carId, car.id));
    if (photos.length > 0)
      await tx.insert(carImages).values(
        photos.map((p, position) => ({
          ...p,
          carId: car.id,
          position,
          alt: `${car.name}, photo ${position + 1}`,
        })),
      );
    await tx
      .update(cars)
      .set({ primaryImageUrl: photos[0]?.url ?? PLACEHOLDER_IMAGE_URL, updatedAt: new Date() })
      .where(eq(cars.id, car.id));
    await recordAudit(tx, viewer, {
      websiteId: scoped.websiteIds[0] ?? null,
      action,
      before: { carId: car.id, photos: before },
      after: { carId: car.id, photos: photos.map((p) => p.url) },
    });
  });
}

/** The car's real photos (never the placeholder row a seeded car may carry), in order. */
export function realPhotos(images: TImage[]): TImage[] {
  return images.filter((i) => i.url !== PLACEHOLDER_IMAGE_URL);
}

/** The photos after moving, promoting or deleting one; null when the photo is not the car's. */
export function arrangedPhotos(
  images: TImage[],
  photoId: number,
  move: 'earlier' | 'later' | 'primary' | 'delete',
): { photos: TImage[]; removed: TImage[] } | null {
  const order = [...images];
  const at = order.findIndex((i) => i.id === photoId);
  if (at < 0) return null;
  const [photo] = order.splice(at, 1) as [TImage];
  if (move === 'delete') return { photos: order, removed: [photo] };
  const to =
    move === 'primary' ? 0 : move === 'earlier' ? Math.max(0, at - 1) : Math.min(order.length, at + 1);
  order.splice(to, 0, photo);
  return { photos: order, removed: [] };
}

/** The car's photos as stored, for tests and the editor. */
export async function loadCarPhotos(db: TDb, carId: number): Promise<TImage[]> {
  return db.select().from(carImages).where(eq(carImages.carId, carId)).orderBy(asc(carImages.position));
}
