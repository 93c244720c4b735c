import type { TNavigation, TNavItem, TNavLink } from '@/server/db/schema/website-config-types';

type TNavigationOptions = {
  /** Brand pages for the brands mega menu; a single-make site has none. */
  brands: { label: string; slug: string }[];
  modelsLabel: string;
  happyRewards: boolean;
  stockExtras?: TNavLink[];
};

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

/** A site's header and footer menus, using the spec's routes. */
export function buildNavigation(options: TNavigationOptions): TNavigation {
  const brands: TNavItem[] = options.brands.length
    ? [
        {
          label: 'Brands',
          kind: 'brands-mega',
          children: options.brands.map((b) => ({ label: b.label, href: `/brands/${b.slug}` })),
        },
      ]
    : [];
  return {
    header: [
      { label: 'Stock', children: [...STOCK, ...(options.stockExtras ?? [])] },
      ...brands,
      { label: options.modelsLabel, kind: 'models-mega' },
      { label: 'Finance', children: FINANCE },
      { label: 'Special Offers', href: '/special-offers' },
      { label: 'Book a Service', href: '/service', kind: 'button' },
      { label: 'Sell Your Car', href: '/valuations' },
      ...(options.happyRewards ? [{ label: 'Happy Rewards', href: '/happy-rewards' }] : []),
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
          ...(options.happyRewards ? [{ label: 'Happy Rewards', href: '/happy-rewards' }] : []),
          { label: 'Privacy Statement', href: '/pages/privacy-statement' },
        ],
      },
    ],
  };
}
