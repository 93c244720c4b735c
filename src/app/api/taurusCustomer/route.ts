import { LEAD_POST_ROUTES } from '@/server/leads/lead-routes';

/**
 * POST /api/taurusCustomer: a form's customer data on a site whose forms go to Taurus (handler kind 'taurus'):
 * stored as a lead like any other, delivered to the dealer and relayed to the site's taurus integration.
 */
export const POST = LEAD_POST_ROUTES['taurus'];
