import { PhoneLink } from '@/ui/link/phone-link';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';
import type { TSite } from '@/server/websites/site.types';
import { ReservationStatus } from './reservation-status';

type TProps = {
  site: TSite;
  car: TCarWithImages;
  where: TCarLocation | null;
  /** The reference the address names (`?reference=`), when it is one. */
  reference: string | null;
};

/**
 * /cars/{slug}/{checkoutPath}/confirmation?reference=…: the reference, the payment's state as it settles
 * (polled), what happens next and the dealer's contact. Served from the cache per address: nothing of the
 * buyer is on it until the browser reads the reservation with the secret it kept.
 */
export function ConfirmationPage({ site, car, where, reference }: TProps) {
  const phone = where?.location?.phone ?? site.phone;
  const dealer = where?.location?.name ?? site.name;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      {/* Neutral until the payment is recorded: only the status below says the car is reserved or bought. */}
      <h1 className="text-3xl font-bold">Your payment for the {car.name}</h1>
      {reference && (
        <p className="mt-3 text-lg">
          Reference: <strong className="font-mono">{reference}</strong>
        </p>
      )}
      <div className="mt-6">
        <ReservationStatus
          reference={reference}
          checkoutPath={`/cars/${encodeURIComponent(car.slug)}/${site.checkoutPath}`}
          siteName={site.name}
        />
      </div>
      <section aria-labelledby="dealer-contact" className="rounded-theme border-line mt-8 border p-4">
        <h2 id="dealer-contact" className="text-lg font-bold">
          Questions? Contact {dealer}
        </h2>
        {phone && (
          <p className="mt-1">
            Call{' '}
            <PhoneLink
              phone={phone}
              country={site.country}
              className="font-semibold underline underline-offset-2"
            />{' '}
            and quote your reference.
          </p>
        )}
        {where?.location && (
          <p className="text-ink-muted mt-1">
            {where.location.street}, {where.location.city} {where.location.state} {where.location.postcode}
          </p>
        )}
        <p className="text-ink-muted mt-1 text-sm">Stock number {car.stocknum}</p>
      </section>
    </main>
  );
}
