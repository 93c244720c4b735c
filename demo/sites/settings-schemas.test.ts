import { describe, expect, it } from 'vitest';
import { ZLeadDestinations } from '@/domain/site/lead-destinations.schema';
import { ZNavigation } from '@/domain/site/navigation.schema';
import { ZSalesContacts } from '@/domain/site/sales-contacts.schema';
import { ZThemeSettings } from '@/domain/site/theme-settings.schema';
import { DEMO_SITES } from './demo-sites';

// The dashboard saves through these schemas: a demo site saved unchanged must be accepted.
describe.each(DEMO_SITES.map((s) => [s.website.slug, s.website] as const))('demo site %s', (_slug, w) => {
  it('passes the dashboard settings schemas', () => {
    expect(ZThemeSettings.safeParse(w.theme).error?.issues ?? []).toEqual([]);
    expect(ZNavigation.safeParse(w.navigation).error?.issues ?? []).toEqual([]);
    expect(ZLeadDestinations.safeParse(w.leadDestinations).error?.issues ?? []).toEqual([]);
    expect(ZSalesContacts.safeParse(w.salesContacts ?? []).error?.issues ?? []).toEqual([]);
  });
});
