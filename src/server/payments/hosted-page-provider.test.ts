import { describe, expect, it } from 'vitest';
import { createHostedPageProvider, signHostedNotification } from './hosted-page-provider';

const SECRET = 'till-shared-secret-for-tests';
const provider = createHostedPageProvider('till', {
  pageUrl: 'https://pay.example/hosted',
  merchantKey: 'till_merchant_1',
  secret: SECRET,
});
const hold = {
  id: '0b6f1e3c-6a61-4f0e-9b8e-5c1d2e3f4a5b',
  reference: 'FC-ABCD2345',
  amountCents: 50_000,
  currency: 'NZD' as const,
  description: 'deposit',
  returnUrl: 'http://w.localhost/cars/x/checkout/confirmation?reference=FC-ABCD2345',
  notifyUrl: 'http://w.localhost/api/payments/webhooks/till/w',
};
const notification = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    event_id: 'till_evt_1',
    reference: hold.reference,
    transaction_id: 'tx_1',
    status: 'approved',
    amount: 50_000,
    currency: 'NZD',
    reservation_id: hold.id,
    ...overrides,
  });
const now = new Date('2026-11-25T23:00:00Z');
const signed = (body: string, at = now, secret = SECRET) =>
  new Headers({ 'x-signature': signHostedNotification(body, secret, at) });

describe('the hosted payment page provider (Till, St George)', () => {
  it('sends the buyer to the hosted page with the amount, reference and URLs signed', async () => {
    const started = await provider.startPayment(hold);
    expect(started.clientSecret).toBeNull();
    const url = new URL(started.redirectUrl!);
    expect(url.origin + url.pathname).toBe('https://pay.example/hosted');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchant: 'till_merchant_1',
      amount: '50000',
      currency: 'NZD',
      reference: hold.reference,
      return_url: hold.returnUrl,
      notify_url: hold.notifyUrl,
    });
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a signed approval as succeeded with its amount', async () => {
    const body = notification();
    await expect(provider.verifyEvent(body, signed(body), now)).resolves.toMatchObject({
      id: 'till_evt_1',
      kind: 'succeeded',
      reservationId: hold.id,
      amountCents: 50_000,
      currency: 'NZD',
    });
  });

  it.each([
    ['a forged signature', notification(), (b: string) => signed(b, now, 'another-secret')],
    ['a changed body', notification({ amount: 1 }), () => signed(notification())],
    ['a stale timestamp', notification(), (b: string) => signed(b, new Date(now.getTime() - 301_000))],
    ['no signature', notification(), () => new Headers()],
    ['a body it does not understand', '{"status":"approved"}', (b: string) => signed(b)],
  ])('refuses %s', async (_, body, headers) => {
    await expect(provider.verifyEvent(body, headers(body), now)).rejects.toThrow();
  });
});
