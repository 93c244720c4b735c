import { describe, expect, it } from 'vitest';
import { navigationHasPath } from './navigation-has-path';

const nav = {
  header: [
    { label: 'Stock', children: [{ label: 'Used', href: '/search/used-cars' }] },
    { label: 'Happy Rewards', href: '/happy-rewards' },
  ],
  footerColumns: [{ title: 'Help', items: [{ label: 'Privacy', href: '/pages/privacy-statement' }] }],
};

describe('navigationHasPath', () => {
  it.each([
    ['a top-level header link', '/happy-rewards', true],
    ['a dropdown child', '/search/used-cars', true],
    ['a footer link', '/pages/privacy-statement', true],
    ['a path no menu has', '/special-offers', false],
  ])('%s', (_name, path, expected) => {
    expect(navigationHasPath(nav, path)).toBe(expected);
  });

  it('is false without navigation', () => {
    expect(navigationHasPath(null, '/happy-rewards')).toBe(false);
  });
});
