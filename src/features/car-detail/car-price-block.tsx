import { driveAwayIncludesText } from '@/domain/price/drive-away';
import { formatPrice } from '@/domain/price/format-price';
import { regionalNissanPriceNote } from '@/domain/cars/regional-nissan-rule';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';

/** The single drive-away price, the most prominent price on the page, and what it includes (ACL s48). */
export function CarPriceBlock({ site, car }: { site: TSite; car: TCarWithImages }) {
  if (car.price === null || car.price <= 0) return <p className="text-xl font-bold">Enquire for price</p>;
  const note = regionalNissanPriceNote(car, site.featureFlags);
  return (
    <div className="flex flex-col gap-1">
      <p>
        <span className="text-3xl font-bold">{formatPrice(car.price, site.currency)}</span>{' '}
        <span className="font-semibold">drive away</span>
      </p>
      <p className="text-ink-muted text-sm">{driveAwayIncludesText(site.country)}</p>
      {note && <p className="text-ink-muted text-sm">{note}</p>}
    </div>
  );
}
