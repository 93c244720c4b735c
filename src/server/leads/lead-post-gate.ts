import { siteRequestGate, type TSiteRequestGateOptions } from '@/server/http/site-request-gate';

/**
 * The gate options of a new lead: every POST route of every handler kind and the no-JavaScript form action
 * share one rate-limit allowance per client.
 */
export const LEAD_POST_GATE = { rateLimitBucket: 'lead-post' } as const satisfies TSiteRequestGateOptions;

/** The site request gate of a new lead posted without JavaScript (the same bucket as the lead routes). */
export const passLeadPostGate = siteRequestGate(LEAD_POST_GATE);
