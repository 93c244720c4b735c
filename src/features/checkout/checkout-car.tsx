import { driveAwayIncludesText } from '@/domain/price/drive-away';
import { formatPrice } from '@/domain/price/format-price';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { Card } from '@/ui/card/card';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { ServerImage } from '@/ui/media/server-image';

type TProps = {
  car: TCarWithImages;
  currency: 'AUD' | 'NZD';
  country: 'AU' | 'NZ';
};

/** The car being paid for: its photo (the page's LCP), name, stock number and its single drive-away price (ACL s48). */
export function CheckoutCar({ car, currency, country }: TProps) {
  const photo = car.images.find((i) => i.url !== PLACEHOLDER_IMAGE_URL) ?? car.images[0];
  return (
    <Card as="div">
      {photo && (
        <div className="bg-surface-alt relative aspect-[3/2]">
          <ServerImage
            src={photo.url}
            alt={car.name}
            fill
            sizes="(min-width: 992px) 40vw, 100vw"
            className="object-cover"
            preload
            unoptimized={!isOptimisableImage(photo.url)}
          />
        </div>
      )}
      <div className="flex flex-col gap-1 p-4">
        <h2 className="text-lg font-bold">{car.name}</h2>
        <p className="text-ink-muted text-sm">Stock number {car.stocknum}</p>
        {car.price !== null && (
          <>
            <p className="mt-2">
              <span className="text-2xl font-bold">{formatPrice(car.price, currency)}</span>{' '}
              <span className="font-semibold">drive away</span>
            </p>
            <p className="text-ink-muted text-sm">{driveAwayIncludesText(country)}</p>
          </>
        )}
      </div>
    </Card>
  );
}
