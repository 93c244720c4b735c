import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { RouteError } from '@/server/http/route-error';
import { withSiteRoute } from '@/server/http/with-site-route';
import { zodRouteError } from '@/server/http/zod-route-error';
import { ZId, ZIdempotencyKey } from '@/server/leads/lead-request.schema';
import { ZBuyer } from './buyer.schema';
import { cancelEndedPayments } from './cancel-ended-payments';
import { confirmDemoPayment } from './confirm-demo-payment';
import { findBuyerReservation, reservationStatusBody } from './find-buyer-reservation';
import { HOLD_SECRET_HEADER } from './hold-secret';
import { isSiteOrigin } from './is-site-origin';
import { appPaymentConfig } from './payment-config';
import { startCheckout } from './start-checkout';
import { startModelDeposit } from './start-model-deposit';
import { cancelBuyerReservation, setReservationBuyer } from './update-buyer-reservation';

const ZPaymentIntentQuery = z.object({
  car_id: ZId.optional(),
  model_id: ZId.optional(),
  origin: z.string().trim().min(1, 'This is a required field.').max(300),
  kind: z.enum(['reserve', 'buy']).optional(),
});

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodRouteError(parsed.error);
  return parsed.data;
}

/**
 * POST /api/dealerships/{dealership_id}/payment_intent?car_id=…&origin=…[&kind=…] (or ?model_id=… for a deposit
 * on a catalogue model, ADR 0020): places the hold and starts the payment (docs/checkout.md). Optional body
 * `{ buyer }`; the Idempotency-Key header makes a retry answer the same hold.
 */
export const paymentIntentRoute = withSiteRoute<
  z.ZodObject<{ buyer: z.ZodOptional<typeof ZBuyer> }>,
  { dealership_id: string }
>({ schema: z.object({ buyer: ZBuyer.optional() }) }, async ({ request, site, input, params, client }) => {
  const query = parse(ZPaymentIntentQuery, Object.fromEntries(new URL(request.url).searchParams));
  const dealershipId = parse(ZId, params.dealership_id);
  if (query.car_id !== undefined && query.model_id !== undefined) {
    throw new RouteError(400, 'model_id: Give car_id or model_id, not both.', 'model_id');
  }
  if (query.car_id === undefined && query.model_id === undefined) {
    throw new RouteError(400, 'car_id: This is a required field.', 'car_id');
  }
  if (!isSiteOrigin(query.origin, request, site)) {
    throw new RouteError(403, 'origin: This is not the dealer site’s own address.', 'origin');
  }
  const key = request.headers.get('idempotency-key');
  const common = {
    dealershipId,
    kind: query.kind,
    idempotencyKey:
      key === null
        ? undefined
        : parse(z.object({ 'Idempotency-Key': ZIdempotencyKey }), { 'Idempotency-Key': key })[
            'Idempotency-Key'
          ],
    client,
    buyer: input.buyer,
    origin: new URL(query.origin).origin,
  };
  const db = await getDb();
  const { created, answer } =
    query.car_id === undefined
      ? await startModelDeposit(db, site, { ...common, modelId: query.model_id! }, appPaymentConfig)
      : await startCheckout(db, site, { ...common, carId: query.car_id }, appPaymentConfig);
  return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
});

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
export const reservationStatusRoute = withSiteRoute<z.ZodType, { reference: string }>(
  {
    schema: z.object({ secret: z.string().max(200).optional() }),
    rateLimit: SEARCH_RATE_LIMIT,
    rateLimitBucket: 'reservation-status',
  },
  async ({ request, site, params }) =>
    Response.json(reservationStatusBody(await buyerReservation(request, site.id, params.reference)), noStore),
);

/** PUT /api/reservations/{reference}: the buyer's details, on a hold still active. */
export const reservationBuyerRoute = withSiteRoute<
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
export const reservationCancelRoute = withSiteRoute<z.ZodType, { reference: string }>(
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

const ZDemoConfirm = z.object({
  reference: z.string().trim().min(1).max(20),
  holdSecret: z.string().trim().min(1).max(200),
  cardNumber: z.string().trim().min(1, 'This is a required field.').max(30),
  expiry: z.string().trim().min(1, 'This is a required field.').max(7),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Must be 3 or 4 digits.'),
  authenticated: z.boolean().optional(),
});

/** POST /api/payments/demo/confirm: the demo processor's card step (docs/checkout.md). */
export const demoConfirmRoute = withSiteRoute({ schema: ZDemoConfirm }, async ({ site, input, client }) => {
  const result = await confirmDemoPayment(await getDb(), site.id, input, {
    client,
    serverSecret: appPaymentConfig.serverSecret,
  });
  return Response.json(result, { status: result.status === 'processing' ? 202 : 200, ...noStore });
});
