import { carTagBanner } from '@/domain/cars/car-tag-banner';
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
  const tone = banner.kind === 'sold' ? 'bg-ink text-surface' : 'bg-accent text-accent-contrast';
  return (
    <p
      className={`${tone} absolute top-2 left-2 z-10 rounded px-2 py-1 text-xs font-bold tracking-wide uppercase`}
    >
      {banner.label}
    </p>
  );
}
