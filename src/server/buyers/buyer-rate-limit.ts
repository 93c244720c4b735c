import type { TSiteRequestGateOptions } from '@/server/http/site-request-gate';

/**
 * The code endpoints (ask for a code, answer one) share one allowance per client on the shared limiter: the
 * per-code and per-address caps stop guessing one code; this stops one client spraying many addresses.
 */
export const BUYER_CODE_LIMIT: TSiteRequestGateOptions = { rateLimitBucket: 'buyer-codes' };
