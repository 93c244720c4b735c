import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-style-event';
import { WebhookRejected, type TPaymentProvider, type TProcessorEvent } from './types';

export type THostedPageKeys = {
  /** The processor's hosted payment page. */
  pageUrl: string;
  /** The merchant's public id at the processor (the car's authorization_key). */
  merchantKey: string;
  /** The shared secret both sides sign with (TILL_SECRET__… / ST_GEORGE_SECRET__…). */
  secret: string;
};

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const ZNotification = z.object({
  event_id: z.string().min(1).max(200),
  reference: z.string().min(1).max(40),
  transaction_id: z.string().min(1).max(200),
  status: z.enum(['approved', 'processing', 'declined', 'cancelled']),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  reservation_id: z.string().uuid(),
});

const KIND: Record<z.infer<typeof ZNotification>['status'], TProcessorEvent['kind']> = {
  approved: 'succeeded',
  processing: 'processing',
  declined: 'payment_failed',
  cancelled: 'cancel',
};

/**
 * Till and St George take the card on their own hosted page: the browser is sent there with the amount
 * and reference signed (HMAC-SHA256 over the sorted query), comes back to the confirmation page, and the
 * processor posts a signed notification (`X-Signature: t=…,v1=…`) that alone marks the hold paid. The
 * parameter names and signature layout are assumptions recorded in ADR 0015.
 */
export function createHostedPageProvider(
  name: 'till' | 'st_george',
  keys: THostedPageKeys,
): TPaymentProvider {
  return {
    name,
    publishableKey: null,
    async startPayment(hold) {
      const params = new URLSearchParams({
        merchant: keys.merchantKey,
        reference: hold.reference,
        reservation_id: hold.id,
        amount: String(hold.amountCents),
        currency: hold.currency,
        description: hold.description,
        return_url: hold.returnUrl,
        notify_url: hold.notifyUrl,
      });
      params.sort();
      params.set('signature', hmac(keys.secret, params.toString()));
      const url = new URL(keys.pageUrl);
      url.search = params.toString();
      return { paymentIntent: `${name}_${hold.reference}`, clientSecret: null, redirectUrl: url.toString() };
    },
    async verifyEvent(rawBody, headers, now) {
      const header = headers.get('x-signature') ?? '';
      const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
      const t = Number(parts.get('t'));
      const v1 = parts.get('v1') ?? '';
      if (!Number.isInteger(t) || !sameHex(v1, hmac(keys.secret, `${t}.${rawBody}`))) {
        throw new WebhookRejected('The X-Signature header does not match the body.');
      }
      if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookRejected('The signed timestamp is outside the 300 s tolerance.');
      }
      let body: z.infer<typeof ZNotification>;
      try {
        body = ZNotification.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('The notification body is not one we understand.');
      }
      return {
        id: body.event_id,
        type: body.status,
        kind: KIND[body.status],
        paymentIntent: `${name}_${body.reference}`,
        reservationId: body.reservation_id,
        amountCents: body.amount,
        currency: body.currency.toUpperCase(),
        payload: body,
      };
    },
  };
}

/** A hosted page notification's signature header (the processor's side; tests). */
export function signHostedNotification(rawBody: string, secret: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}
