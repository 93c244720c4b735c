import { describe, expect, it } from 'vitest';
import { customerHandlerTarget, type TCustomerHandlerKind } from './customer-handler-target';

describe('customerHandlerTarget', () => {
  it.each([
    ['server', { via: 'lead-api', path: '/leads' }],
    ['taurus', { via: 'partner-route', path: '/api/taurusCustomer' }],
    ['car-clarity', { via: 'partner-route', path: '/api/carClarityCustomer' }],
    ['drive-iq', { via: 'partner-route', path: '/api/driveIQCustomer' }],
  ] as const)('%s', (kind, expected) => {
    expect(customerHandlerTarget(kind)).toEqual(expected);
  });

  it('throws the unhandled-case error for an unknown kind', () => {
    expect(() => customerHandlerTarget('fax' as TCustomerHandlerKind)).toThrowError(
      'Unhandled case: an incorrect option was provided to the switch: fax',
    );
  });
});
