import { partnerCustomerRoute } from '@/server/leads/partner-customer-route';

/** POST /api/driveIQCustomer: customer data relayed to the site's drive-iq integration (see partnerCustomerRoute). */
export const POST = partnerCustomerRoute('drive-iq');
