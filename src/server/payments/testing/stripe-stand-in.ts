import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type TIntent = Record<string, unknown> & { id: string };

/** A request the stand-in received, as the SDK sent it. */
export type TStripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: URLSearchParams;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Tests only: a local server speaking the subset of Stripe's API the provider uses (create a
 * PaymentIntent), replaying the first answer for a repeated Idempotency-Key as Stripe does.
 */
export async function startStripeStandIn(): Promise<{
  url: string;
  calls: TStripeCall[];
  intents: TIntent[];
  close: () => Promise<void>;
}> {
  const calls: TStripeCall[] = [];
  const intents: TIntent[] = [];
  const byKey = new Map<string, TIntent>();
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      idempotencyKey,
      authorization: request.headers.authorization ?? null,
      form,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      response.end(JSON.stringify(body));
    };
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(request.url ?? '');
    if (request.method === 'POST' && cancel) {
      const intent = intents.find((i) => i.id === cancel[1]);
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (intent.status === 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    if (request.method !== 'POST' || request.url !== '/v1/payment_intents') {
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.url}).` },
      });
    }
    const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (replay) return send(200, replay);
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
    send(200, intent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
