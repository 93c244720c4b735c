import { customerHandlerTarget, type TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';

/**
 * Where a site's forms send their customer data, by the site's handler kind (spec section 7): the lead API,
 * or the partner's route (/api/taurusCustomer, …), which stores the lead the same way and relays it.
 */
export function leadApiPath(handler: TCustomerHandlerKind = 'server'): string {
  const target = customerHandlerTarget(handler);
  return target.via === 'lead-api' ? '/api/leads' : target.path;
}
