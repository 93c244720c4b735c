import { describe, expect, it } from 'vitest';
import type { TLeadDestination } from '@/server/db/schema/website-config-types';
import { customerHandlerOf, hasPartnerIntegration, leadDestinationsFor } from './lead-destinations-for';

const webhook: TLeadDestination = { kind: 'webhook', name: 'CRM', url: 'http://crm', secret: 's' };
const email: TLeadDestination = { kind: 'email-adf', name: 'Sales', to: 'a@b.co', from: 'c@d.co' };
const taurus: TLeadDestination = { kind: 'taurus', name: 'Taurus', url: 'http://taurus' };
const driveIq: TLeadDestination = { kind: 'drive-iq', name: 'DriveIQ', url: 'http://drive-iq' };

describe('leadDestinationsFor', () => {
  it("sends a lead-API lead to the site's own destinations, never to a partner", () => {
    expect(leadDestinationsFor([webhook, taurus, email], 'server')).toEqual([webhook, email]);
  });

  it("sends a partner route's lead to the site's own destinations and to that partner only", () => {
    expect(leadDestinationsFor([webhook, taurus, driveIq, email], 'taurus')).toEqual([
      webhook,
      taurus,
      email,
    ]);
  });
});

describe('hasPartnerIntegration', () => {
  it.each([
    [[webhook, taurus], 'taurus', true],
    [[webhook, taurus], 'drive-iq', false],
    [[], 'car-clarity', false],
  ] as const)('%j has %s: %s', (destinations, kind, has) => {
    expect(hasPartnerIntegration(destinations, kind)).toBe(has);
  });
});

describe('customerHandlerOf: where the site forms send their customer data', () => {
  it.each([
    [[webhook, email], 'server'],
    [[], 'server'],
    [[webhook, taurus], 'taurus'],
    [[email, driveIq, taurus], 'drive-iq'],
  ] as const)('%j -> %s', (destinations, kind) => {
    expect(customerHandlerOf(destinations)).toBe(kind);
  });
});
