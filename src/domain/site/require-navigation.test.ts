import { describe, expect, it } from 'vitest';
import { requireNavigation } from './require-navigation';

describe('requireNavigation', () => {
  it('returns a navigation with a header', () => {
    const navigation = { header: [{ label: 'Used Cars', href: '/search/used-cars' }], footerColumns: [] };
    expect(requireNavigation(navigation)).toBe(navigation);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty header', { header: [] }],
  ])('throws for %s', (_case, navigation) => {
    expect(() => requireNavigation(navigation)).toThrowError(new Error('Cannot run without navigation'));
  });
});
