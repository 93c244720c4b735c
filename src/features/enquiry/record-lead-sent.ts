import { pushDataLayer } from '@/features/analytics/data-layer';
import { sendServerEvent } from '@/features/analytics/send-server-event';
import { storeLastEnquiry } from '@/ui/form/last-enquiry';
import { storeUserDetails } from '@/ui/form/store-user-details';

/**
 * What follows any lead a form sent, in the browser: the visitor's details kept for the next form, the car
 * and category for /success, the analytics event (its id by form, spec 9) and the server-side conversion.
 */
export function recordLeadSent(sent: {
  siteSlug: string;
  category: string;
  eventId: number;
  leadId: string | null;
  values: Readonly<Record<string, unknown>>;
  car: { id: number; slug: string; name: string; stocknum: string } | null;
}): void {
  const { siteSlug, category, leadId, car } = sent;
  const text = (key: string) => (typeof sent.values[key] === 'string' ? (sent.values[key] as string) : '');
  storeUserDetails({
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
  });
  storeLastEnquiry(siteSlug, { category, car: car ? { slug: car.slug, name: car.name } : null });
  pushDataLayer({ event: 'enquiry', event_id: sent.eventId, category, car_id: car?.id, lead_id: leadId });
  if (!leadId) return;
  sendServerEvent({
    eventName: 'Lead',
    eventId: leadId,
    emails: text('email') ? [text('email')] : [],
    phones: text('phone') ? [text('phone')] : [],
    products: car ? [{ id: car.stocknum }] : [],
  });
}
