import { describe, expect, it } from 'vitest';
import { countTestedDestinations, destinationAddress } from './tested-destinations';

const crm = { kind: 'webhook', url: 'https://crm.example/leads' };
const inbox = { kind: 'email-adf', to: 'sales@dealer.example' };

describe('tested lead destinations', () => {
  it('names a webhook by its URL and an ADF email by its inbox', () => {
    expect([destinationAddress(crm), destinationAddress(inbox)]).toEqual([
      'https://crm.example/leads',
      'sales@dealer.example',
    ]);
  });

  it('names a destination without its address as no address', () => {
    expect([destinationAddress({ kind: 'email-adf' }), destinationAddress({ kind: 'webhook' })]).toEqual([
      '',
      '',
    ]);
  });

  it.each([
    ['a delivered test to its address', [{ kind: 'webhook', address: crm.url }], 1],
    ['a test to its old address', [{ kind: 'webhook', address: 'https://old.example' }], 0],
    ['a test of another kind to the same address', [{ kind: 'taurus', address: crm.url }], 0],
    ['no test', [], 0],
  ])('counts a destination with %s', (_, tests, count) => {
    expect(countTestedDestinations([crm, inbox], tests)).toBe(count);
  });
});
