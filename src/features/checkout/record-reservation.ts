import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { RESERVE_CAR_CATEGORY } from '@/domain/leads/lead-categories';
import { pushDataLayer } from '@/features/analytics/data-layer';

const key = (reference: string) => `forecourt:reserved:${reference}`;

/**
 * The "reserve car" form submission (spec 9) pushed to the data layer once a payment is confirmed, once per
 * reference in this tab (a reload of the confirmation does not count it again). The spec gives no id per
 * form type, so it carries the default form's id and the Reserve Car category, as the lead does.
 */
export function recordReservation(reservation: {
  reference: string;
  /** null for a deposit on a catalogue model. */
  carId: number | null;
  amountCents: number;
  currency: string;
}) {
  try {
    if (sessionStorage.getItem(key(reservation.reference))) return;
    sessionStorage.setItem(key(reservation.reference), '1');
  } catch {
    // storage blocked: count it, at the risk of counting a reload twice
  }
  pushDataLayer({
    event: 'enquiry',
    event_id: ANALYTICS_EVENT_IDS.defaultForm,
    category: RESERVE_CAR_CATEGORY,
    car_id: reservation.carId,
    reference: reservation.reference,
    value: reservation.amountCents / 100,
    currency: reservation.currency,
  });
}
