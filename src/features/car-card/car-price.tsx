import { formatPrice } from '@/domain/price/format-price';

type TProps = { price: number | null; currency: 'AUD' | 'NZD' };

/** The single total (drive-away) price, the most prominent price shown (ACL s48). */
export function CarPrice({ price, currency }: TProps) {
  if (price === null || price <= 0) return <p className="mt-auto pt-2 font-semibold">Enquire for price</p>;
  return (
    <p className="mt-auto pt-2">
      <span className="text-xl font-bold">{formatPrice(price, currency)}</span>{' '}
      <span className="text-ink-muted text-sm">drive away</span>
    </p>
  );
}
