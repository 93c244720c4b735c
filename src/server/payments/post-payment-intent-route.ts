import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { withSiteForm } from '@/server/http/with-site-form';
import { zodRouteError } from '@/server/http/zod-route-error';
import { ZId, ZIdempotencyKey } from '@/server/leads/lead-request.schema';
import { ZBuyer } from './buyer.schema';
import { isSiteOrigin } from './is-site-origin';
import { ownReservationMessage } from './find-own-car-reservation';
import { findYourCarReservation } from './find-your-car-reservation';
import { ownHoldsCookie } from './own-holds-cookie';
import { appPaymentConfig } from './payment-config';
import { startCheckout } from './start-checkout';
import { startModelDeposit } from './start-model-deposit';

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
export const postPaymentIntentRoute = withSiteForm<
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
  if (query.car_id === undefined) {
    const { created, answer } = await startModelDeposit(
      db,
      site,
      { ...common, modelId: query.model_id! },
      appPaymentConfig,
    );
    return Response.json(answer, { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
  }
  const cookie = request.headers.get('cookie');
  try {
    const { created, answer } = await startCheckout(
      db,
      site,
      { ...common, carId: query.car_id },
      appPaymentConfig,
    );
    const secure = new URL(query.origin).protocol === 'https:';
    return Response.json(answer, {
      status: created ? 201 : 200,
      headers: {
        'Cache-Control': 'no-store',
        'Set-Cookie': ownHoldsCookie(
          cookie,
          { reference: answer.reference!, secret: answer.holdSecret },
          secure,
        ),
      },
    });
  } catch (error) {
    // The browser that paid for this car is told so, not that someone else reserved it.
    if (!(error instanceof RouteError) || error.status !== 409) throw error;
    const own = await findYourCarReservation(
      db,
      site.id,
      query.car_id,
      request.headers,
      appPaymentConfig.serverSecret,
    );
    if (!own) throw error;
    throw new RouteError(409, ownReservationMessage(own), 'car_id');
  }
});
