import Link from 'next/link';
import { driveAwayIncludesText } from '@/domain/price/drive-away';
import { formatPrice } from '@/domain/price/format-price';

type TProps = {
  car: { slug: string; name: string; stocknum: string; price: number | null; sold: boolean };
  currency: 'AUD' | 'NZD';
  /** The site's country, whose drive-away price includes different costs. */
  country: 'AU' | 'NZ';
  /** What the form is for, leading into the car's name, e.g. 'Your finance application is for the'. */
  lead: string;
};

/** Which car a form away from the car's page is about: its name (a link back), drive-away price and stock number. */
export function CarSummary({ car, currency, country, lead }: TProps) {
  const priced = car.price !== null && car.price > 0;
  return (
    <div className="rounded-theme border-line bg-surface-alt flex flex-col gap-1 border p-4">
      <p>
        {lead}{' '}
        <Link
          href={`/cars/${encodeURIComponent(car.slug)}`}
          className="font-semibold underline underline-offset-2"
        >
          {car.name}
        </Link>
        <span className="text-ink-muted"> (stock number {car.stocknum})</span>.
      </p>
      {priced && (
        <p>
          <span className="text-lg font-bold">{formatPrice(car.price!, currency)}</span>{' '}
          <span className="text-ink-muted text-sm">drive away. {driveAwayIncludesText(country)}</span>
        </p>
      )}
      {car.sold && (
        <p className="font-semibold">This car has been sold. We can help you find a similar one.</p>
      )}
    </div>
  );
}
