import type { TLeadDestination } from '@/server/db/schema/website-config-types';
import type { TCustomerHandlerKind } from '@/domain';

const PARTNER_KINDS = new Set(['taurus', 'drive-iq', 'car-clarity']);

/**
 * Where a lead goes, by how it arrived: leads of the lead API go to the site's webhook and email
 * destinations; leads of a partner route (taurusCustomer, …) go to the site's relay of that kind.
 */
export function leadDestinationsFor(
  destinations: readonly TLeadDestination[],
  handler: TCustomerHandlerKind,
): TLeadDestination[] {
  if (handler === 'server') return destinations.filter((d) => !PARTNER_KINDS.has(d.kind));
  return destinations.filter((d) => d.kind === handler);
}
