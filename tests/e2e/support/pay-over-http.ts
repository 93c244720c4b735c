import { expect, type APIRequestContext } from '@playwright/test';
import { journeyPort } from './journey-server';
import { siteGet } from './site-url';

/** The site's own origin, as its pages send it (Origin header and the `origin` parameter). */
const originOf = (site: string) => `http://${site}.localhost:${journeyPort()}`;

/** A write to a demo site from Node: to 127.0.0.1 with the site's Host and Origin, as its pages send it. */
function sitePost(request: APIRequestContext, site: string, path: string, data: unknown, headers = {}) {
  return request.post(`http://127.0.0.1:${journeyPort()}${path}`, {
    headers: { host: `${site}.localhost:${journeyPort()}`, origin: originOf(site), ...headers },
    data,
  });
}

/** The dealership a car is paid to, as its checkout page gives it to the payment step (the page's data). */
export async function dealershipOf(request: APIRequestContext, site: string, checkoutPath: string) {
  const html = await (await siteGet(request, site, checkoutPath)).text();
  const match = /dealershipId\\?":(\d+)/.exec(html);
  expect(match, `no dealership on ${checkoutPath}`).not.toBeNull();
  return Number(match![1]);
}

export type THttpPayment = { reference: string; holdSecret: string };

/**
 * Places a hold with the buyer's details and pays it with the demo's test card over HTTP (calls 1 and 3 of
 * docs/checkout.md): answered 202 once the signed event is queued, before the webhook applies it.
 */
export async function payOverHttp(
  request: APIRequestContext,
  site: string,
  car: { id: number; dealershipId: number },
  options: { kind?: 'reserve' | 'buy'; email: string },
): Promise<THttpPayment> {
  const query = new URLSearchParams({ car_id: String(car.id), origin: originOf(site) });
  if (options.kind) query.set('kind', options.kind);
  const placed = await sitePost(
    request,
    site,
    `/api/dealerships/${car.dealershipId}/payment_intent?${query}`,
    { buyer: { name: 'Jo Citizen', email: options.email, mobile: '0412 345 678', postcode: '2000' } },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const hold = (await placed.json()) as THttpPayment & { processor: string };
  expect(hold.processor).toBe('demo');
  const paid = await sitePost(request, site, '/api/payments/demo/confirm', {
    reference: hold.reference,
    holdSecret: hold.holdSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '08/39',
    cvc: '123',
  });
  expect(paid.status(), await paid.text()).toBe(202);
  return { reference: hold.reference, holdSecret: hold.holdSecret };
}

/** Call 4: the reservation's status, read with its hold secret. */
export async function holdStatusOverHttp(request: APIRequestContext, site: string, payment: THttpPayment) {
  const answer = await request.get(
    `http://127.0.0.1:${journeyPort()}/api/reservations/${payment.reference}?secret=${encodeURIComponent(payment.holdSecret)}`,
    { headers: { host: `${site}.localhost:${journeyPort()}`, origin: originOf(site) } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { status: string }).status;
}
