import Image from 'next/image';
import { CarPrice } from '@/features/car-card/car-price';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import { CarSpecs } from './car-specs';

/** A car's page: its first photo, name, drive-away price, key specifications and description. */
export function CarDetailPage({ site, car }: { site: TSite; car: TCarWithImages }) {
  const photo = car.images[0];
  return (
    <main id="main" className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-8 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-theme bg-surface-alt relative aspect-[3/2] overflow-hidden">
          {photo && (
            <Image
              src={photo.url}
              alt={photo.alt || car.name}
              fill
              sizes="(min-width: 992px) 60vw, 100vw"
              className="object-cover"
              preload
              fetchPriority="high"
              loading="eager"
            />
          )}
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{car.name}</h1>
          {car.sold && <p className="font-semibold">This car has been sold.</p>}
          <CarPrice price={car.price} currency={site.currency} />
          <CarSpecs car={car} />
        </div>
      </div>
      {car.description && (
        <section aria-labelledby="about-heading" className="mt-10 max-w-3xl">
          <h2 id="about-heading" className="mb-3 text-xl font-bold">
            About this car
          </h2>
          <p className="text-ink-muted whitespace-pre-line">{car.description}</p>
        </section>
      )}
    </main>
  );
}
