import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Twilio's magic test number that its API refuses as invalid (error 21211). */
export const TWILIO_INVALID_NUMBER = '+15005550001';

/**
 * Tests only: Twilio's Messages API on a local port, in its shape: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To, Body and From (or MessagingServiceSid), HTTP Basic auth with the SID and token. It answers 201
 * with a message SID, 401 (code 20003) for other credentials, 400 (code 21211) for TWILIO_INVALID_NUMBER, and 503
 * while `up` is false.
 */
export async function startTwilioStandIn(account: { sid: string; token: string }) {
  const messages: Record<string, string>[] = [];
  const state = { up: true, requests: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
  const answer = (res: import('node:http').ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      if (!state.up) return answer(res, 503, { code: 20500, message: 'Service unavailable', status: 503 });
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`) {
        return answer(res, 404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      if (req.headers.authorization !== expectedAuth) {
        return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      if (form.To === TWILIO_INVALID_NUMBER) {
        return answer(res, 400, {
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          status: 400,
        });
      }
      messages.push(form);
      answer(res, 201, {
        sid: `SM${String(messages.length).padStart(32, '0')}`,
        status: 'queued',
        to: form.To,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { apiUrl, messages, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
