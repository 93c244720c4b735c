import { LEAD_PUT_ROUTES } from '@/server/leads/lead-routes';

/** PUT /api/taurusCustomer/{id}: the next save of a multi-step form's unfinished lead (see /api/leads/{id}). */
export const PUT = LEAD_PUT_ROUTES['taurus'];
