import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '@/features/locations/site-location.fixture';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { CarBrochure } from './car-brochure';
import { ShareCar } from './share-car';

const url = 'https://penrith.example.com.au/cars/2021-mazda-cx-5-maxx-penrith-m1';

const car = {
  id: 1,
  slug: '2021-mazda-cx-5-maxx-penrith-m1',
  name: '2021 Mazda CX-5 Maxx',
  year: 2021,
  km: 45210,
  body: 'SUV',
  transmission: 'Automatic',
  fuelType: 'Petrol',
  price: 32990,
  city: 'Penrith',
  state: 'NSW',
  stocknum: 'M1',
  images: [
    { url: PLACEHOLDER_IMAGE_URL, alt: '' },
    { url: '/media/cars/1/front.jpg', alt: '' },
  ],
} as unknown as TCarWithImages;

const where = {
  dealershipSlug: 'penrith-mazda',
  dealershipName: 'Penrith Mazda',
  location: {
    id: 3,
    name: 'Penrith Mazda Sales',
    street: '1 High St',
    city: 'Penrith',
    state: 'NSW',
    postcode: '2750',
    phone: null,
    placeUrl: null,
    mapKey: null,
  },
};

async function brochure(over: Partial<TCarWithImages> = {}) {
  const site = siteFixture({ name: 'Penrith Mazda' });
  const element = await CarBrochure({ site, car: { ...car, ...over }, where, phone: '0412345678', url });
  return renderToStaticMarkup(element);
}

describe('CarBrochure (the car page as printed)', () => {
  it('is hidden on screen and shown by the print stylesheet', async () => {
    expect(await brochure()).toMatch(/^<section data-brochure="true" class="hidden [^"]*print:block/);
  });

  it('holds the first real photo, name, drive-away price, key specs and the dealer', async () => {
    const html = await brochure();
    expect(html).toContain('front.jpg');
    expect(html).not.toContain(PLACEHOLDER_IMAGE_URL);
    expect(html).toContain('2021 Mazda CX-5 Maxx');
    expect(html).toContain('$32,990</span> <span class="font-semibold">drive away');
    expect(html).toContain('45,210 km');
    expect(html).toContain('Automatic');
    expect(html).toContain('Penrith Mazda Sales');
    expect(html).toContain('1 High St, Penrith NSW 2750');
    expect(html).toContain('Phone 0412 345 678');
  });

  it("carries a QR code of the car page's address, named for screen readers", async () => {
    const html = await brochure();
    expect(html).toContain(
      `role="img" aria-label="QR code of ${url}" data-qr="true"><svg xmlns="http://www.w3.org/2000/svg"`,
    );
    expect(html).toContain(`<p class="mt-2 break-all">${url}</p>`);
  });

  it('says Enquire for price without a price, and has no photo without a real one', async () => {
    const html = await brochure({ price: null, images: [] });
    expect(html).toContain('Enquire for price');
    expect(html).not.toContain('<img');
  });
});

describe('ShareCar', () => {
  it('is a disclosure whose link can be copied by hand before hydration and without JavaScript', () => {
    const html = renderToStaticMarkup(createElement(ShareCar, { url, title: car.name }));
    expect(html).toContain('<details><summary');
    expect(html).toContain('>Share</summary>');
    expect(html).toMatch(new RegExp(`<input id="share-url" type="url" readOnly="" [^>]*value="${url}"/>`));
    expect(html).toContain('<label for="share-url"');
    // The copy confirmation's live region is in the page from the start, so it is announced when filled.
    expect(html).toContain('<p role="status" class="text-sm font-semibold"></p>');
  });
});
