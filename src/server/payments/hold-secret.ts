import { createHmac, timingSafeEqual } from 'node:crypto';

/** The request header the buyer's browser presents its hold secret in (or `?secret=` on a GET). */
export const HOLD_SECRET_HEADER = 'x-hold-secret';

/**
 * The buyer's secret of a hold, derived from its id with the server's secret: answered to the browser that
 * placed the hold (again on a retry under the same Idempotency-Key) and never stored.
 */
export function holdSecretOf(reservationId: string, serverSecret: string): string {
  return createHmac('sha256', serverSecret).update(`hold:${reservationId}`).digest('base64url');
}

/** Whether a presented secret is the hold's (constant time). */
export function matchesHoldSecret(
  presented: string | null | undefined,
  reservationId: string,
  serverSecret: string,
): boolean {
  if (!presented) return false;
  const expected = Buffer.from(holdSecretOf(reservationId, serverSecret));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
