import { describe, expect, it } from 'vitest';
import type { TSite } from '@/server/websites/site.types';
import { privacyFacts } from './privacy-statement-facts';

function site(overrides: Partial<TSite> & { flags?: Partial<TSite['featureFlags']> } = {}): TSite {
  const { flags, ...rest } = overrides;
  return {
    name: 'Test Motors',
    country: 'AU',
    phone: '02 9000 0000',
    privacyEmail: 'privacy@test.example',
    retentionDays: 730,
    paymentProvider: null,
    searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars', filters: '' },
    leadDestinations: [
      { kind: 'email-adf', name: 'Sales CRM', to: 'crm@test.example', from: 'web@test.example' },
    ],
    featureFlags: { ...(flags ?? {}) } as TSite['featureFlags'],
    ...rest,
  } as TSite;
}

describe('privacyFacts', () => {
  it('names the privacy contact, retention and lead recipients of the site', () => {
    const facts = privacyFacts(site());
    expect(facts).toMatchObject({
      siteName: 'Test Motors',
      contactEmail: 'privacy@test.example',
      retentionDays: 730,
      leadRecipients: ['Sales CRM'],
      overseas: [],
      analytics: [],
      payments: null,
    });
  });

  it('has no privacy email when the site has none', () => {
    expect(privacyFacts(site({ privacyEmail: null })).contactEmail).toBeNull();
  });

  it('names Google Maps as a recipient only when the site has a maps key', () => {
    expect(privacyFacts(site()).overseas).toEqual([]);
    const [maps] = privacyFacts(site({ mapsKey: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234' })).overseas;
    expect(maps).toMatchObject({ name: 'Google (Google Maps)', where: 'the United States' });
    expect(maps!.what).toContain('only as you scroll near it');
  });

  it('lists Google and Meta as overseas recipients only when the site uses them', () => {
    const facts = privacyFacts(
      site({
        flags: { googleTagManagerId: 'GTM-1', facebookConversions: { pixelId: '1', accessToken: 't' } },
      }),
    );
    expect(facts.overseas.map((o) => o.name)).toEqual(['Google', 'Meta Platforms']);
    expect(facts.analytics).toHaveLength(2);
  });

  it('lists a hosted search service as overseas', () => {
    const facts = privacyFacts(
      site({ searchSettings: { provider: 'algolia', searchPath: '/search', filters: '' } }),
    );
    expect(facts.overseas.map((o) => o.name)).toEqual(['Algolia']);
  });

  it.each([
    ['stripe', 'AU', ['Stripe']],
    ['till', 'NZ', []],
    ['st_george', 'AU', []],
    ['st_george', 'NZ', ['St.George Bank']],
  ] as const)('payment provider %s on a %s site: overseas %j', (provider, country, expected) => {
    const facts = privacyFacts(site({ paymentProvider: provider, country }));
    expect(facts.overseas.map((o) => o.name)).toEqual(expected);
    expect(facts.payments).not.toBeNull();
  });

  it('has no payment processor for offline payment', () => {
    expect(privacyFacts(site({ paymentProvider: 'offline' })).payments).toBeNull();
  });
});
