import { postJson } from './post-json';
import type { TLeadSender } from './types';

/**
 * Customer data to a partner integration (Taurus finance, DriveIQ, CarClarity): the customer's contact
 * details and the car, as JSON, with the lead id as Idempotency-Key.
 */
export const sendPartnerRelay: TLeadSender<{
  kind: 'taurus' | 'drive-iq' | 'car-clarity';
  name: string;
  url: string;
}> = (lead, destination) => {
  const customer = {
    lead_id: lead.lead_id,
    source: lead.source,
    dealership_slug: lead.dealership_slug,
    givenName: lead.first_name,
    familyNames: lead.last_name,
    name: lead.name,
    email: lead.email,
    mobile: lead.phone,
    postcode: lead.postcode,
    category: lead.category,
    car: lead.car,
    answers: lead.payload,
  };
  return postJson(destination.url, JSON.stringify({ customer }), {
    'idempotency-key': lead.lead_id,
    'x-forecourt-partner': destination.kind,
  });
};
