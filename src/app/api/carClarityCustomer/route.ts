import { partnerCustomerRoute } from '@/server/leads/partner-customer-route';

/** POST /api/carClarityCustomer: customer data relayed to the site's car-clarity integration (see partnerCustomerRoute). */
export const POST = partnerCustomerRoute('car-clarity');
