import { describe, expect, it } from 'vitest';
import { checkoutSettingsOf } from './checkout-settings';
import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import { captureLogs } from '@tests/fixtures/capture-logs';

const siteWith = (checkout: unknown) => ({
  id: 1,
  featureFlags: { ...TEST_FEATURE_FLAGS, checkout } as never,
});

describe('checkoutSettingsOf', () => {
  it('fills the defaults: reserve, A$500, 15 minutes, no model deposits', () => {
    expect(checkoutSettingsOf(siteWith(undefined))).toEqual({
      kind: 'reserve',
      depositCents: 50_000,
      holdMinutes: 15,
      modelDeposits: false,
    });
  });

  it('keeps what the site sets', () => {
    const set = { kind: 'both', depositCents: 100_000, holdMinutes: 30, modelDeposits: true };
    expect(checkoutSettingsOf(siteWith(set))).toEqual(set);
  });

  it('falls back to the defaults, with a warning, on settings that do not parse', () => {
    const logs = captureLogs();
    expect(checkoutSettingsOf(siteWith({ holdMinutes: 600 })).holdMinutes).toBe(15);
    logs.restore();
    expect(logs.lines).toMatchObject([{ level: 'warn', problems: [expect.stringContaining('holdMinutes')] }]);
  });
});
