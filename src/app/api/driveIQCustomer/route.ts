import { LEAD_POST_ROUTES } from '@/server/leads/lead-routes';

/**
 * POST /api/driveIQCustomer: a form's customer data on a site whose forms go to DriveIQ (handler kind 'drive-iq'):
 * stored as a lead like any other, delivered to the dealer and relayed to the site's drive-iq integration.
 */
export const POST = LEAD_POST_ROUTES['drive-iq'];
