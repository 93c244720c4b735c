import { RateLimiterMemory } from 'rate-limiter-flexible';
import { MAX_FAILED_PAYMENTS_PER_HOUR } from '@/domain/constants/limits';

/** Failed payments per client in the last hour (OAT-001, card testing); one process counts its own. */
const failures = new RateLimiterMemory({ points: MAX_FAILED_PAYMENTS_PER_HOUR, duration: 3600 });

/** Counts a declined or failed payment against the client. */
export async function recordFailedPayment(client: string): Promise<void> {
  await failures.penalty(client, 1);
}

/** Seconds the client must wait before paying again, or null when it may pay now. */
export async function failedPaymentWait(client: string): Promise<number | null> {
  const state = await failures.get(client);
  if (!state || state.consumedPoints < MAX_FAILED_PAYMENTS_PER_HOUR) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
