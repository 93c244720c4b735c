import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { carItemListJsonLd } from './item-list-json-ld';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs on the site', () => {
    expect(
      breadcrumbJsonLd('https://cars.example', [
        { name: 'Home', path: '/' },
        { name: 'Used cars', path: '/search/used-cars' },
        { name: '2022 Toyota HiLux SR5', path: '/cars/2022-toyota-hilux' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://cars.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Used cars',
          item: 'https://cars.example/search/used-cars',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: '2022 Toyota HiLux SR5',
          item: 'https://cars.example/cars/2022-toyota-hilux',
        },
      ],
    });
  });
});

describe('carItemListJsonLd', () => {
  it('lists the cars in order from the page’s first position, each at its page', () => {
    const ld = carItemListJsonLd(
      'http://sydney.localhost:3000',
      [
        { slug: 'a-car', name: 'A car' },
        { slug: 'b-car', name: 'B car' },
      ],
      25,
    );
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: 'http://sydney.localhost:3000/cars/a-car', name: 'A car' },
      { '@type': 'ListItem', position: 26, url: 'http://sydney.localhost:3000/cars/b-car', name: 'B car' },
    ]);
  });

  it('starts at 1 by default', () => {
    expect(carItemListJsonLd('https://x.example', [{ slug: 's', name: 'S' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://x.example/cars/s', name: 'S' },
    ]);
  });
});
