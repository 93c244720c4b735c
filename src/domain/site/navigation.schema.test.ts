import { describe, expect, it } from 'vitest';
import { NAVIGATION_HEADER_REQUIRED, ZNavigation } from './navigation.schema';

const issues = (value: unknown) =>
  ZNavigation.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZNavigation', () => {
  const valid = {
    header: [
      { label: 'Stock', children: [{ label: 'Used Cars', href: '/search/used-cars' }] },
      { label: 'Models', kind: 'models-mega' },
      { label: 'Book a Service', href: '/service', kind: 'button' },
    ],
    footerColumns: [{ title: 'Shop', items: [{ label: 'Favourites', href: '/favourites' }] }],
  };

  it('accepts links, dropdowns, the models mega menu and footer columns', () => {
    expect(ZNavigation.parse(valid)).toEqual(valid);
  });

  it('refuses a navigation without a header: the site could not run', () => {
    expect(issues({ header: [], footerColumns: [] })).toEqual([['header', NAVIGATION_HEADER_REQUIRED]]);
  });

  it('refuses an item that leads nowhere, a javascript: link and an empty column, at their fields', () => {
    expect(
      issues({
        header: [{ label: 'Nowhere' }, { label: 'Bad', href: 'javascript:alert(1)' }],
        footerColumns: [{ title: 'Empty', items: [] }],
      }),
    ).toEqual([
      ['header.0.href', 'needs a link or, for a dropdown, links under it'],
      ['header.1.href', 'is a path on the site such as /service or an https:// address'],
      ['footerColumns.0.items', 'needs at least one link'],
    ]);
  });
});
