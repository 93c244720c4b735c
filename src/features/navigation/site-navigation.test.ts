import { describe, expect, it } from 'vitest';
import { siteNavigation } from './site-navigation';

describe('siteNavigation', () => {
  it.each([
    ['null', null],
    ['an empty header', { header: [], footerColumns: [] }],
  ])('refuses %s, naming the site', (_label, navigation) => {
    expect(() => siteNavigation({ slug: 'waikato-motors', navigation })).toThrow(
      "Cannot run without navigation: site 'waikato-motors'",
    );
  });

  it('returns a configured navigation', () => {
    const navigation = { header: [{ label: 'Contact', href: '/contact' }], footerColumns: [] };
    expect(siteNavigation({ slug: 'x', navigation })).toBe(navigation);
  });
});
