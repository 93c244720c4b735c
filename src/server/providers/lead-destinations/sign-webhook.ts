import { createHmac, timingSafeEqual } from 'node:crypto';

/** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`, the X-Forecourt-Signature header. */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver runs: the signature matches the raw body and is at most `toleranceSeconds` old. */
export function verifyWebhookSignature(
  body: string,
  header: string | null,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(body, secret, timestamp).split('v1=')[1]!, 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
