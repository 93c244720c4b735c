import { assertNever } from '@/domain/constants/assert-never';
import type { TLeadDestination } from '@/server/db/schema/website-config-types';
import { sendPartnerRelay } from './partner-relay';
import type { TDeliveryResult, TLeadDocument, TLeadSender } from './types';
import { sendWebhook } from './webhook';

export type TLeadSenders = { email: TLeadSender<Extract<TLeadDestination, { kind: 'email-adf' }>> };

/** Sends a lead to one destination by its kind; an unknown kind fails with the unhandled-case error. */
export function sendLead(
  lead: TLeadDocument,
  destination: TLeadDestination,
  senders: TLeadSenders,
): Promise<TDeliveryResult> {
  switch (destination.kind) {
    case 'webhook':
      return sendWebhook(lead, destination);
    case 'email-adf':
      return senders.email(lead, destination);
    case 'taurus':
    case 'drive-iq':
    case 'car-clarity':
      return sendPartnerRelay(lead, destination);
    default:
      return assertNever(destination);
  }
}
