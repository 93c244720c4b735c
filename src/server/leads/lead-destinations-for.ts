import type { TLeadDestination } from '@/server/db/schema/website-config-types';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';

type TPartnerKind = Exclude<TCustomerHandlerKind, 'server'>;

/** What routing reads of a destination: its kind and name (never its secret, sealed or not). */
type TRouted = Pick<TLeadDestination, 'kind' | 'name'>;

const PARTNER_KINDS: ReadonlySet<string> = new Set<TPartnerKind>(['taurus', 'drive-iq', 'car-clarity']);

const isPartner = (d: TRouted): d is TRouted & { kind: TPartnerKind } => PARTNER_KINDS.has(d.kind);

/**
 * Where a lead goes, by how it arrived: every lead goes to the site's own destinations (webhook, ADF
 * email), so the dealer sees it; a lead of a partner route (taurusCustomer, …) is also relayed to the
 * site's integration of that kind.
 */
export function leadDestinationsFor<T extends TRouted>(
  destinations: readonly T[],
  handler: TCustomerHandlerKind,
): T[] {
  return destinations.filter((d) => !isPartner(d) || d.kind === handler);
}

/** Whether the site has an integration of a partner kind (a partner route of any other answers 404). */
export function hasPartnerIntegration(destinations: readonly TRouted[], handler: TPartnerKind): boolean {
  return destinations.some((d) => d.kind === handler);
}

/**
 * The handler kind of the site's forms (spec section 7: server, taurus, car-clarity, drive-iq), from its
 * configuration: the kind of its partner integration when it has one (the first), so its forms' customer
 * data go through that partner's route; otherwise 'server' (the lead API).
 */
export function customerHandlerOf(destinations: readonly TRouted[]): TCustomerHandlerKind {
  const partner = destinations.find(isPartner);
  return partner?.kind ?? 'server';
}
