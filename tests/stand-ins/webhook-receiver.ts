import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '@/server/providers/lead-destinations/sign-webhook';

/**
 * Tests only: a CRM webhook on a local port. It checks each signature, keeps the first delivery of each
 * lead id (Idempotency-Key) and counts repeats; `up` false answers 503 like a CRM that is down.
 */
export async function startWebhookReceiver(secret: string) {
  const received = new Map<string, unknown>();
  const state = { up: true, duplicates: 0, badSignatures: 0, requests: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      if (!state.up) {
        res.writeHead(503).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verifyWebhookSignature(body, req.headers['x-forecourt-signature'] as string, secret)) {
        state.badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      const key = String(req.headers['idempotency-key']);
      if (received.has(key)) state.duplicates += 1;
      else received.set(key, JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return { url, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
