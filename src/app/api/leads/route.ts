import { LEAD_POST_ROUTES } from '@/server/leads/lead-routes';

/**
 * POST /api/leads `{lead:{…}}` (JSON or form-style): stores the lead and its deliveries; answers `{ id }`
 * (201; 200 with the first lead's id when its Idempotency-Key was seen before). See docs/leads.md.
 */
export const POST = LEAD_POST_ROUTES.server;
