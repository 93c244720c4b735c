import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { ZId } from '@/server/leads/lead-request.schema';
import { getDb } from '@/server/db/db';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { withSiteForm } from '@/server/http/with-site-form';
import { withSitePageData } from '@/server/http/with-site-page-data';
import { ZBuyer } from './buyer.schema';
import { cancelEndedPayments } from './cancel-ended-payments';
import { findBuyerReservation, reservationStatusBody } from './find-buyer-reservation';
import { findYourCarReservation } from './find-your-car-reservation';
import { refreshJustPaidCar } from './refresh-just-paid-car';
import { HOLD_SECRET_HEADER } from './hold-secret';
import { appPaymentConfig } from './payment-config';
import { cancelBuyerReservation, setReservationBuyer } from './update-buyer-reservation';

const secretOf = (request: Request) =>
  request.headers.get(HOLD_SECRET_HEADER) ?? new URL(request.url).searchParams.get('secret');

async function buyerReservation(request: Request, siteId: number, reference: string) {
  return findBuyerReservation(
    await getDb(),
    siteId,
    reference,
    secretOf(request),
    appPaymentConfig.serverSecret,
  );
}

const noStore = { headers: { 'Cache-Control': 'no-store' } };

/** GET /api/reservations/{reference}: the hold's status for the checkout and confirmation pages (polled). */
export const getReservationRoute = withSitePageData<z.ZodType, { reference: string }>(
  {
    schema: z.object({ secret: z.string().max(200).optional() }),
    // The hold is the buyer's: another site's pages may not read it.
    origin: true,
    rateLimit: SEARCH_RATE_LIMIT,
    rateLimitBucket: 'reservation-status',
  },
  async ({ request, site, params }) => {
    const found = await buyerReservation(request, site.id, params.reference);
    refreshJustPaidCar(found.reservation, new Date(), (tag) => revalidateTag(tag, { expire: 0 }));
    return Response.json(reservationStatusBody(found), noStore);
  },
);

/**
 * GET /api/reservations/mine?car_id=…: the paid reservation of that car this browser made (its HttpOnly holds
 * cookie, set when it placed the hold), so the car and checkout pages say "You reserved this car"; else null.
 */
export const getOwnReservationRoute = withSitePageData<z.ZodType<{ car_id: number }>>(
  {
    schema: z.object({ car_id: ZId }),
    origin: true,
    rateLimit: SEARCH_RATE_LIMIT,
    rateLimitBucket: 'reservation-status',
  },
  async ({ request, site, input }) => {
    const own = await findYourCarReservation(
      await getDb(),
      site.id,
      input.car_id,
      request.headers,
      appPaymentConfig.serverSecret,
    );
    return Response.json({ reservation: own }, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);

/** PUT /api/reservations/{reference}: the buyer's details, on a hold still active. */
export const putReservationBuyerRoute = withSiteForm<
  z.ZodObject<{ buyer: typeof ZBuyer }>,
  { reference: string }
>({ schema: z.object({ buyer: ZBuyer }) }, async ({ request, site, input, params }) => {
  const found = await buyerReservation(request, site.id, params.reference);
  await setReservationBuyer(await getDb(), found.reservation.id, input.buyer);
  return Response.json(
    reservationStatusBody(await buyerReservation(request, site.id, params.reference)),
    noStore,
  );
});

/** DELETE /api/reservations/{reference}: the buyer releases the hold. */
export const deleteReservationRoute = withSiteForm<z.ZodType, { reference: string }>(
  { schema: z.object({}) },
  async ({ request, site, params }) => {
    const found = await buyerReservation(request, site.id, params.reference);
    const db = await getDb();
    await cancelBuyerReservation(db, found.reservation.id, found.reservation.status);
    await cancelEndedPayments(db, [found.reservation], appPaymentConfig);
    return Response.json(
      reservationStatusBody(await buyerReservation(request, site.id, params.reference)),
      noStore,
    );
  },
);
