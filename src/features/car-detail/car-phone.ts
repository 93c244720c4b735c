import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';

/** A car's own phone as typed: its stored location phone, else its location's; null without either. */
export function carPhone(
  car: Pick<TCarWithImages, 'locationPhone'>,
  where: TCarLocation | null,
): string | null {
  return car.locationPhone ?? where?.location?.phone ?? null;
}
