import { describe, expect, it } from 'vitest';
import { goLiveChecklist, mayPublish, type TGoLiveFacts } from './go-live-checklist';

const READY: TGoLiveFacts = {
  locations: 2,
  cars: 30,
  privacyContact: true,
  leadDestinations: 1,
  testedLeadDestinations: 1,
  paymentsInDemo: false,
  domains: 2,
};

const check = (facts: TGoLiveFacts, key: string) => goLiveChecklist(facts).find((c) => c.key === key)!;

describe('goLiveChecklist', () => {
  it('meets every line of a ready site, which may be published', () => {
    const checks = goLiveChecklist(READY);
    expect(checks.every((c) => c.met)).toBe(true);
    expect(mayPublish(checks)).toBe(true);
  });

  it.each<[string, Partial<TGoLiveFacts>, RegExp]>([
    ['location', { locations: 0 }, /^No location/],
    ['stock', { cars: 0 }, /^No stock/],
    ['privacy-statement', { privacyContact: false }, /^No privacy statement contact/],
    ['tested-lead-destination', { leadDestinations: 0, testedLeadDestinations: 0 }, /^No lead destination:/],
    ['tested-lead-destination', { testedLeadDestinations: 0 }, /has delivered a test lead/],
  ])('blocks publishing without %s (%o)', (key, change, says) => {
    const checks = goLiveChecklist({ ...READY, ...change });
    expect(check({ ...READY, ...change }, key)).toMatchObject({ level: 'blocker', met: false });
    expect(check({ ...READY, ...change }, key).says).toMatch(says);
    expect(mayPublish(checks)).toBe(false);
  });

  it.each<[string, Partial<TGoLiveFacts>, RegExp]>([
    ['payments-live', { paymentsInDemo: true }, /demo mode/],
    ['own-domain', { domains: 0 }, /No domain of its own/],
  ])('warns, without blocking, on %s', (key, change, says) => {
    const checks = goLiveChecklist({ ...READY, ...change });
    expect(check({ ...READY, ...change }, key)).toMatchObject({ level: 'warning', met: false });
    expect(check({ ...READY, ...change }, key).says).toMatch(says);
    expect(mayPublish(checks)).toBe(true);
  });

  it('counts what it found', () => {
    expect(check({ ...READY, cars: 1 }, 'stock').says).toBe('1 car in stock on the site.');
    expect(check({ ...READY, cars: 1200 }, 'stock').says).toBe('1,200 cars in stock on the site.');
  });
});
