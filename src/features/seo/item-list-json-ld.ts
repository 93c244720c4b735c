import type { ItemList, WithContext } from 'schema-dts';

/** schema.org ItemList of the cars a page lists, in the order shown: each its page's URL and name. */
export function carItemListJsonLd(
  origin: string,
  cars: readonly { slug: string; name: string }[],
  firstPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: cars.length,
    itemListElement: cars.map((car, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: new URL(`/cars/${car.slug}`, origin).toString(),
      name: car.name,
    })),
  };
}
