import { partnerCustomerRoute } from '@/server/leads/partner-customer-route';

/** POST /api/taurusCustomer: customer data relayed to the site's taurus integration (see partnerCustomerRoute). */
export const POST = partnerCustomerRoute('taurus');
