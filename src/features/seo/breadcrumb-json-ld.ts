import type { BreadcrumbList, WithContext } from 'schema-dts';

/** One step of a page's trail: its name and its path on the site. */
export type TCrumb = { name: string; path: string };

/** schema.org BreadcrumbList of a page's trail from the home page, each step an absolute URL on the site. */
export function breadcrumbJsonLd(origin: string, trail: TCrumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).toString(),
    })),
  };
}
