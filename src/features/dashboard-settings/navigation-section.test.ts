import { describe, expect, it } from 'vitest';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { fieldErrors } from '@/ui/form/form-errors';
import { navigationSection } from './navigation-section';

const site = {} as TEditableSite;
const decode = (values: Record<string, string>) =>
  navigationSection.decode(nestFormValues(Object.entries(values)), site);

describe('the menus form', () => {
  it('orders by position, drops empty and removed rows, and makes an item with links a dropdown', () => {
    const { candidate } = decode({
      'header.0.position': '2',
      'header.0.label': 'Contact',
      'header.0.href': '/contact',
      'header.0.kind': 'link',
      'header.1.position': '1',
      'header.1.label': 'Stock',
      'header.1.kind': 'link',
      'header.1.children.0.label': 'Used Cars',
      'header.1.children.0.href': '/search/used-cars',
      'header.1.children.1.label': '',
      'header.1.children.1.href': '',
      'header.2.label': 'Old',
      'header.2.href': '/old',
      'header.2.remove': '1',
      'header.3.label': '',
      'header.3.kind': 'link',
      'footerColumns.0.title': 'Shop',
      'footerColumns.0.items.0.label': 'Favourites',
      'footerColumns.0.items.0.href': '/favourites',
    });
    expect(candidate).toEqual({
      header: [
        { label: 'Stock', children: [{ label: 'Used Cars', href: '/search/used-cars' }] },
        { label: 'Contact', href: '/contact' },
      ],
      footerColumns: [{ title: 'Shop', items: [{ label: 'Favourites', href: '/favourites' }] }],
    });
    expect(navigationSection.schema.safeParse(candidate).success).toBe(true);
  });

  it('refuses a header with every item removed, at the header', () => {
    const decoded = decode({
      'header.0.label': 'Contact',
      'header.0.href': '/contact',
      'header.0.remove': '1',
    });
    const parsed = navigationSection.schema.safeParse(decoded.candidate);
    expect(fieldErrors(parsed.error!, decoded)).toEqual({
      header: 'needs at least one item: a site without a navigation header cannot run',
    });
  });

  it('puts a bad link’s message on the row it was typed in, after reordering', () => {
    const decoded = decode({
      'header.0.position': '9',
      'header.0.label': 'Contact',
      'header.0.href': '/contact',
      'header.4.position': '1',
      'header.4.label': 'Stock',
      'header.4.children.3.label': 'Bad',
      'header.4.children.3.href': 'javascript:alert(1)',
      'header.4.kind': 'models-mega',
    });
    const parsed = navigationSection.schema.safeParse(decoded.candidate);
    expect(Object.keys(fieldErrors(parsed.error!, decoded))).toEqual(['header.4.children.3.href']);
  });

  it('shows saved menus as rows numbered from 1', () => {
    const values = navigationSection.values({
      navigation: {
        header: [
          { label: 'Stock', children: [{ label: 'New', href: '/new' }] },
          { label: 'Models', kind: 'models-mega' },
        ],
        footerColumns: [{ title: 'Shop', items: [{ label: 'Favourites', href: '/favourites' }] }],
      },
    } as TEditableSite);
    expect(values).toMatchObject({
      'header.0.position': '1',
      'header.0.kind': 'link',
      'header.0.href': '',
      'header.0.children.0.href': '/new',
      'header.1.kind': 'models-mega',
      'footerColumns.0.items.0.label': 'Favourites',
    });
    expect(navigationSection.values({ navigation: null } as TEditableSite)).toEqual({});
  });
});
