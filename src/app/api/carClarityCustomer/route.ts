import { LEAD_POST_ROUTES } from '@/server/leads/lead-routes';

/**
 * POST /api/carClarityCustomer: a form's customer data on a site whose forms go to CarClarity (handler kind 'car-clarity'):
 * stored as a lead like any other, delivered to the dealer and relayed to the site's car-clarity integration.
 */
export const POST = LEAD_POST_ROUTES['car-clarity'];
