import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFeatureFlags } from '@/server/db/schema/website-config-types';
import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import { valuationProviderForSite } from './valuation-provider-for-site';
import { captureLogs } from '@tests/fixtures/capture-logs';

const site = (valuationApi?: unknown, valuationProvider?: 'market-estimate') => ({
  id: 1,
  dealershipIds: [1],
  featureFlags: { ...TEST_FEATURE_FLAGS, valuationApi, valuationProvider } as TFeatureFlags,
});

afterEach(() => vi.restoreAllMocks());

describe('valuationProviderForSite', () => {
  it('is none when the site names no valuation API', () => {
    expect(valuationProviderForSite(site())).toBeNull();
  });

  it('is the built-in market estimate where the site asks for it', () => {
    expect(valuationProviderForSite(site(undefined, 'market-estimate'))?.name).toBe('market-estimate');
  });

  it("prefers the platform's calls when both are set", () => {
    expect(
      valuationProviderForSite(site({ baseUrl: 'https://api.dealer.example' }, 'market-estimate'))?.name,
    ).toBe('autograb');
  });

  it("is the platform's autograb calls when the site names its API base", () => {
    expect(valuationProviderForSite(site({ baseUrl: 'https://api.dealer.example' }))?.name).toBe('autograb');
  });

  it.each([
    [{ baseUrl: 'ftp://api.dealer.example' }],
    [{ baseUrl: 'not a url' }],
    [{ baseUrl: 'https://api.dealer.example', apiKey: '' }],
    ['https://api.dealer.example'],
  ])('treats a malformed setting (%j) as none, and says so', (setting) => {
    const logs = captureLogs();
    expect(valuationProviderForSite(site(setting))).toBeNull();
    logs.restore();
    expect(logs.lines).toMatchObject([
      { level: 'warn', siteId: 1, msg: 'featureFlags.valuationApi is not valid, valuing in person only' },
    ]);
  });
});
