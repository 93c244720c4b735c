import type { TNavigation, TNavLink } from '../site/navigation.schema';

/** The checkout path a site is built on: the car's /checkout page, or the buy-online template's /buy-online. */
export const SITE_TEMPLATES = ['checkout', 'buy-online'] as const;
export type TSiteTemplate = (typeof SITE_TEMPLATES)[number];

const STOCK: TNavLink[] = [
  { label: 'New Cars', href: '/search/new-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Demo Cars', href: '/search/demo-cars' },
  { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
  { label: 'Electric Cars', href: '/electric-cars' },
];

const FINANCE: TNavLink[] = [
  { label: 'Get Finance', href: '/get-finance' },
  { label: 'Finance Pre-Approval', href: '/finance-pre-approval' },
];

/**
 * A new site's header and footer menus, the demo sites' menu without what a new site has yet to build (brand
 * pages, a model catalogue): the buy-online template heads its stock "Buy Online", as its car pages sell online.
 * Edited afterwards on the site's Menus page.
 */
export function templateDefaultMenu(template: TSiteTemplate): TNavigation {
  return {
    header: [
      { label: template === 'buy-online' ? 'Buy Online' : 'Stock', children: STOCK },
      { label: 'Finance', children: FINANCE },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Book a Service', href: '/service', kind: 'button' },
      { label: 'Sell Your Car', href: '/valuations' },
      { label: 'Book a Test Drive', href: '/book-test-drive' },
      { label: 'Contact', href: '/contact' },
    ],
    footerColumns: [
      { title: 'Shop', items: [...STOCK, { label: 'Favourites', href: '/favourites' }] },
      {
        title: 'Finance & Service',
        items: [
          ...FINANCE,
          { label: 'Book a Service', href: '/service' },
          { label: 'Sell Your Car', href: '/valuations' },
        ],
      },
      {
        title: 'About',
        items: [
          { label: 'Contact Us', href: '/contact' },
          { label: 'Special Offers', href: '/special-offers' },
          { label: 'Privacy Statement', href: '/pages/privacy-statement' },
        ],
      },
    ],
  };
}
