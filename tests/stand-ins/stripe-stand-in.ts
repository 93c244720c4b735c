import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripeStyle } from '@/server/payments/stripe-style-event';

type TIntent = Record<string, unknown> & { id: string; status: string; client_secret: string };
type TRefund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: string };

/** A request the stand-in received, as the SDK (or the Stripe.js stand-in) sent it. */
export type TStripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: URLSearchParams;
};

/** An event the stand-in posted to the webhook endpoint, and what the endpoint answered. */
export type TStripeDelivery = { type: string; intent: string; status: number; body: string };

/** Where the stand-in sends its signed events, as a Stripe account's webhook endpoint is set up. */
export type TStripeWebhookEndpoint = { url: string; secret: string };

/** Stripe's test cards the confirm step knows: the rest answer as an incorrect number does. */
const DECLINED = '4000000000000002';
const SUCCEEDS = '4242424242424242';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

/**
 * Tests only: a local server speaking the subset of Stripe's API that the provider (create and cancel a
 * PaymentIntent, refund one) and Stripe.js (confirm one with a card, the browser stand-in tests/e2e/stand-ins/stripe-js.js)
 * use, replaying the first answer for a repeated Idempotency-Key as Stripe does. Given a webhook endpoint, it
 * posts the signed `payment_intent.*` event of each change there, as Stripe does, and records the answers.
 */
export async function startStripeStandIn(options: { port?: number; webhook?: TStripeWebhookEndpoint } = {}) {
  const calls: TStripeCall[] = [];
  const intents: TIntent[] = [];
  const deliveries: TStripeDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const byKey = new Map<string, TIntent>();
  const refunds: TRefund[] = [];
  const refundsByKey = new Map<string, [number, unknown]>();
  let events = 0;

  /** Sends the event after the answer, as Stripe does: the browser may hear of a payment before our server. */
  function notify(type: string, intent: TIntent) {
    const endpoint = options.webhook;
    if (!endpoint) return;
    events += 1;
    const body = JSON.stringify({
      id: `evt_standin_${events}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    const sent = fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripeStyle(body, endpoint.secret, new Date()),
      },
      body,
    })
      .then(async (answer) => ({ status: answer.status, body: await answer.text() }))
      .catch((error: unknown) => ({ status: 0, body: String(error) }))
      .then((answer) => void deliveries.push({ type, intent: intent.id, ...answer }));
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  }

  function create(form: URLSearchParams, idempotencyKey: string | null): TIntent {
    const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (replay) return replay;
    const id = `pi_standin_${intents.length + 1}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const intent: TIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      description: form.get('description'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_standin`,
      metadata,
    };
    intents.push(intent);
    if (idempotencyKey) byKey.set(idempotencyKey, intent);
    return intent;
  }

  /** Stripe.js's confirm: the publishable key and client secret in the form, the card as payment_method_data. */
  function confirm(intent: TIntent, form: URLSearchParams): [number, unknown] {
    if (!form.get('key')?.startsWith('pk_')) return [401, invalid('Invalid API Key provided.')];
    if (form.get('client_secret') !== intent.client_secret) {
      return [
        400,
        invalid('The client_secret provided does not match the client_secret of this PaymentIntent.'),
      ];
    }
    if (intent.status !== 'requires_payment_method') {
      return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } }];
    }
    const card = (form.get('payment_method_data[card][number]') ?? '').replace(/\D/g, '');
    if (card === SUCCEEDS) {
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
      });
      notify('payment_intent.succeeded', intent);
      return [200, intent];
    }
    const [code, message] =
      card === DECLINED
        ? ['card_declined', 'Your card was declined.']
        : ['incorrect_number', 'Your card number is incorrect.'];
    const error = { type: 'card_error', code, decline_code: 'generic_decline', message };
    intent.last_payment_error = error;
    notify('payment_intent.payment_failed', intent);
    return [402, { error: { ...error, payment_intent: intent } }];
  }

  function cancel(intent: TIntent): [number, unknown] {
    if (intent.status === 'succeeded') {
      return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } }];
    }
    if (intent.status !== 'canceled') {
      intent.status = 'canceled';
      notify('payment_intent.canceled', intent);
    }
    return [200, intent];
  }

  /**
   * Stripe's Refunds API for a PaymentIntent: only a succeeded one, at most its amount, once (a second refund of
   * a fully refunded payment is refused, as Stripe refuses it); a repeated Idempotency-Key replays the answer.
   */
  function refund(form: URLSearchParams, idempotencyKey: string | null): [number, unknown] {
    const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
    if (replay) return replay;
    const intent = intents.find((i) => i.id === form.get('payment_intent'));
    const amount = Number(form.get('amount') ?? intent?.amount);
    let answer: [number, unknown];
    if (!intent) answer = [404, invalid('No such payment_intent')];
    else if (intent.status !== 'succeeded') {
      answer = [400, invalid('This PaymentIntent does not have a successful charge to refund.')];
    } else if (refunds.some((r) => r.payment_intent === intent.id)) {
      answer = [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } }];
    } else if (!(amount > 0 && amount <= Number(intent.amount))) {
      answer = [400, invalid('Refund amount is greater than the unrefunded amount on the charge.')];
    } else {
      const made: TRefund = {
        id: `re_standin_${refunds.length + 1}`,
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(made);
      answer = [200, made];
    }
    if (idempotencyKey) refundsByKey.set(idempotencyKey, answer);
    return answer;
  }

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    const path = request.url ?? '';
    calls.push({
      method: request.method ?? '',
      path,
      idempotencyKey,
      authorization: request.headers.authorization ?? null,
      form,
    });
    // Stripe.js calls the API from the buyer's page, a cross-origin request Stripe's CORS headers allow.
    response.setHeader('access-control-allow-origin', '*');
    const send = ([status, body]: [number, unknown]) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return send([404, invalid(`Unrecognized request URL (${path}).`)]);
    if (path === '/v1/payment_intents') return send([200, create(form, idempotencyKey)]);
    if (path === '/v1/refunds') return send(refund(form, idempotencyKey));
    const action = /^\/v1\/payment_intents\/([^/]+)\/(confirm|cancel)$/.exec(path);
    const intent = action && intents.find((i) => i.id === action[1]);
    if (!action) return send([404, invalid(`Unrecognized request URL (${path}).`)]);
    if (!intent) return send([404, invalid('No such payment_intent')]);
    send(action[2] === 'confirm' ? confirm(intent, form) : cancel(intent));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    refunds,
    deliveries,
    close: async () => {
      await Promise.all(pending);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
