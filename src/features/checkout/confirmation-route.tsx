import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCarLocation } from '@/server/cars/get-car-location';
import { isReservationReference } from '@/server/payments/reservation-reference';
import { ConfirmationPage } from './confirmation-page';
import { loadCheckout, queryValue, type TCheckoutParams } from './load-checkout';

/** The confirmation route under one checkout path; it answers for a car reserved since, as it will be. */
export function confirmationRoute(path: 'checkout' | 'buy-online') {
  const metadata: Metadata = { title: 'Your payment', robots: { index: false } };
  async function Page({ params }: { params: TCheckoutParams }) {
    const found = await loadCheckout(params, path);
    if (!found) notFound();
    const { site, car, query } = found;
    const asked = queryValue(query.reference);
    const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
    return (
      <ConfirmationPage
        site={site}
        car={car}
        where={where}
        reference={asked && isReservationReference(asked) ? asked : null}
      />
    );
  }
  return { metadata, Page };
}
