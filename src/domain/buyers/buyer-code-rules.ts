/** How long an emailed sign-in code works. */
export const BUYER_CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong answers a code takes before it stops working (then the buyer asks for a new one). */
export const BUYER_CODE_MAX_TRIES = 5;
/** Codes sent to one address on one site in an hour. */
export const BUYER_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/**
 * Seconds before another code may be sent to an address, given when its earlier codes were sent (0: now). The
 * window slides: the oldest of the last BUYER_CODES_PER_HOUR codes has to be an hour old.
 */
export function buyerCodeWaitSeconds(sentAt: readonly Date[], now: Date): number {
  const recent = sentAt
    .map((at) => at.getTime())
    .filter((at) => now.getTime() - at < HOUR_MS)
    .sort((a, b) => b - a);
  if (recent.length < BUYER_CODES_PER_HOUR) return 0;
  const oldestCounted = recent[BUYER_CODES_PER_HOUR - 1]!;
  return Math.max(1, Math.ceil((oldestCounted + HOUR_MS - now.getTime()) / 1000));
}

export type TBuyerCodeState = 'usable' | 'expired' | 'used-up';

/** Whether a code may still be tried: unused, within its life, and under its wrong tries. */
export function buyerCodeState(
  code: { expiresAt: Date; tries: number; usedAt: Date | null },
  now: Date,
): TBuyerCodeState {
  if (code.usedAt || code.tries >= BUYER_CODE_MAX_TRIES) return 'used-up';
  return code.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}
