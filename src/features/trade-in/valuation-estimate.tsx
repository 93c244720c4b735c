import { forwardRef } from 'react';
import { formatPrice } from '@/domain/price/format-price';

type TProps = {
  estimate: { low: number; high: number; basis?: string };
  vehicle: string | null;
  currency: 'AUD' | 'NZD';
  contactMethod: string;
};

/** The provider's trade-in range, shown as a guide only, with what happens next. */
export const ValuationEstimate = forwardRef<HTMLHeadingElement, TProps>(function ValuationEstimate(
  { estimate, vehicle, currency, contactMethod },
  ref,
) {
  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-theme border-line flex flex-col gap-3 border p-5"
    >
      <h2 id="estimate-heading" ref={ref} tabIndex={-1} className="text-2xl font-bold">
        Your estimated valuation
      </h2>
      {vehicle && <p>For your {vehicle}:</p>}
      <p className="text-3xl font-bold">
        {formatPrice(estimate.low, currency)} to {formatPrice(estimate.high, currency)}
      </p>
      {estimate.basis && <p>{estimate.basis}</p>}
      <p className="text-ink-muted text-sm">
        A guide only, worked out from the details you gave: it is not an offer. The final figure is confirmed
        after we inspect the car.
      </p>
      <p>
        Your request has been sent to our team, who will contact you by {contactMethod.toLowerCase()} to
        arrange an inspection.
      </p>
    </section>
  );
});
