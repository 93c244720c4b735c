import { carTagBanner } from '@/domain/cars/car-tag-banner';
import { StatusBadge } from '@/ui/badge/status-badge';
import type { TCarCardCar, TCarCardFlags } from './car-card.types';

type TProps = { car: TCarCardCar; flags: TCarCardFlags; now: Date };

/** The tag banner over the card's photo (JUST SOLD, Electric, RESERVED, a tag, COMING SOON, new arrival). */
export function CarCardBanner({ car, flags, now }: TProps) {
  const banner = carTagBanner(
    {
      sold: car.sold ?? false,
      reserved: car.reserved ?? false,
      tag: car.tag ?? null,
      status: car.status ?? 'in_stock',
      simpleFuel: car.simpleFuel ?? null,
      // Unknown creation time: never a new arrival.
      createdAt: car.createdAt ?? 0,
    },
    flags,
    now,
  );
  if (!banner) return null;
  return <StatusBadge tone={banner.kind === 'sold' ? 'ink' : 'accent'}>{banner.label}</StatusBadge>;
}
