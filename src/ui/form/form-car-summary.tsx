import Link from 'next/link';
import { driveAwayIncludesText } from '@/domain/price/drive-away';
import { formatPrice } from '@/domain/price/format-price';
import { Card } from '@/ui/card/card';

type TProps = {
  car: { slug: string; name: string; stocknum: string; sold: boolean };
  /** What the form is for, leading into the car's name, e.g. 'Your finance application is for the'. */
  lead: string;
  /** With it, the car's drive-away price and what that includes in the site's country (ACL s48). */
  price?: { amount: number | null; currency: 'AUD' | 'NZD'; country: 'AU' | 'NZ' };
  /** Space around it on its page. */
  className?: string;
};

/**
 * Which car a form away from the car's page is about: its name (a link back), stock number, drive-away price when
 * asked for, and a word that a sold car is sold.
 */
export function FormCarSummary({ car, lead, price, className }: TProps) {
  const amount = price?.amount ?? 0;
  return (
    <Card as="div" tone="alt" className={['gap-1 p-4', className].filter(Boolean).join(' ')}>
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
      {price && amount > 0 && (
        <p>
          <span className="text-lg font-bold">{formatPrice(amount, price.currency)}</span>{' '}
          <span className="text-ink-muted text-sm">drive away. {driveAwayIncludesText(price.country)}</span>
        </p>
      )}
      {car.sold && (
        <p className="font-semibold">This car has been sold. We can help you find a similar one.</p>
      )}
    </Card>
  );
}
