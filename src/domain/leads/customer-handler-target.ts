import { assertNever } from '../constants/assert-never';

export const CUSTOMER_HANDLER_KINDS = ['server', 'taurus', 'car-clarity', 'drive-iq'] as const;

export type TCustomerHandlerKind = (typeof CUSTOMER_HANDLER_KINDS)[number];

export type TCustomerHandlerTarget =
  | { via: 'lead-api'; path: '/leads' }
  | {
      via: 'partner-route';
      path: '/api/taurusCustomer' | '/api/carClarityCustomer' | '/api/driveIQCustomer';
    };

/** Where a form's customer data goes, by handler kind; an unknown kind throws the unhandled-case error. */
export function customerHandlerTarget(kind: TCustomerHandlerKind): TCustomerHandlerTarget {
  switch (kind) {
    case 'server':
      return { via: 'lead-api', path: '/leads' };
    case 'taurus':
      return { via: 'partner-route', path: '/api/taurusCustomer' };
    case 'car-clarity':
      return { via: 'partner-route', path: '/api/carClarityCustomer' };
    case 'drive-iq':
      return { via: 'partner-route', path: '/api/driveIQCustomer' };
    default:
      return assertNever(kind);
  }
}
