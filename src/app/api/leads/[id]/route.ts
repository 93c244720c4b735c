import { LEAD_PUT_ROUTES } from '@/server/leads/lead-routes';

/** PUT /api/leads/{id}: a multi-step form's next save of its unfinished lead; completing it sends it. */
export const PUT = LEAD_PUT_ROUTES.server;
