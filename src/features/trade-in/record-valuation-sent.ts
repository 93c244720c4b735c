import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { sendServerEvent } from '@/features/analytics/send-server-event';
import { storeLastEnquiry, storeUserDetails } from '@/features/enquiry/stored-user-details';

/**
 * What follows a recorded valuation request in the browser, as after any enquiry: the visitor's details
 * kept for the next form, the car and category for /success, the analytics event and the conversion.
 */
export function recordValuationSent(sent: {
  siteSlug: string;
  category: string;
  leadId: string;
  values: Readonly<Record<string, unknown>>;
  car: { id: number; slug: string; name: string; stocknum: string } | null;
}): void {
  const { siteSlug, category, leadId, car } = sent;
  const text = (key: string) => String(sent.values[key] ?? '');
  storeUserDetails({ name: text('name'), email: text('email'), phone: text('phone') });
  storeLastEnquiry(siteSlug, { category, car: car ? { slug: car.slug, name: car.name } : null });
  pushDataLayer({
    event: 'enquiry',
    event_id: ANALYTICS_EVENT_IDS.defaultForm,
    category,
    car_id: car?.id,
    lead_id: leadId,
  });
  sendServerEvent({
    eventName: 'Lead',
    eventId: leadId,
    emails: text('email') ? [text('email')] : [],
    phones: text('phone') ? [text('phone')] : [],
    products: car ? [{ id: car.stocknum }] : [],
  });
}
