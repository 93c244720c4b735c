import Image from 'next/image';
import Link from 'next/link';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import type { TCarSummary } from '@/server/cars/car-summary.types';
import { CarPrice } from './car-price';

type TProps = { car: TCarSummary; currency: 'AUD' | 'NZD'; priority?: boolean };

/** A car in a grid: photo, name, drive-away price and kilometres, linking to its page. */
export function CarCard({ car, currency, priority = false }: TProps) {
  return (
    <article className="group rounded-theme border-line bg-surface relative flex flex-col overflow-hidden border shadow-sm">
      <div className="bg-surface-alt relative aspect-[3/2]">
        {car.primaryImageUrl && (
          <Image
            src={car.primaryImageUrl}
            alt=""
            fill
            sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
            className="object-cover"
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            loading={priority ? 'eager' : 'lazy'}
            unoptimized={!isOptimisableImage(car.primaryImageUrl)}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base leading-snug font-semibold">
          <Link href={`/cars/${car.slug}`} className="after:absolute after:inset-0">
            {car.name}
          </Link>
        </h3>
        <p className="text-ink-muted text-sm">
          {car.km.toLocaleString('en-AU')} km{car.city ? ` · ${car.city}` : ''}
        </p>
        <CarPrice price={car.price} currency={currency} />
      </div>
    </article>
  );
}
