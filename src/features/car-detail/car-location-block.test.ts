import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarLocationBlock } from './car-location-block';
import type { TCarLocation } from '@/server/cars/get-car-location';

const where: TCarLocation = {
  dealershipSlug: 'parramatta-toyota',
  dealershipName: 'Parramatta Toyota',
  location: {
    id: 4,
    name: 'Parramatta Toyota Sales',
    street: '12 Church St',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: null,
    placeUrl: null,
    mapKey: null,
  },
};

const render = (mapsKey: string | null, w: TCarLocation = where) =>
  renderToStaticMarkup(createElement(CarLocationBlock, { where: w, mapsKey }));

describe('CarLocationBlock ("Where this car is")', () => {
  it("embeds the location's map with the site's maps key", () => {
    const html = render('site-key');
    expect(html).toMatch(
      /<iframe [^>]*title="Map of Parramatta Toyota Sales"[^>]*src="https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=site-key/,
    );
  });

  it("uses the location's own key when the site has none", () => {
    const html = render(null, { ...where, location: { ...where.location!, mapKey: 'loc-key' } });
    expect(html).toContain('embed/v1/place?key=loc-key');
  });

  it('without a key: no frame and no empty panel, only the address and Get Directions (marked for event 41)', () => {
    const html = render(null);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('in Google Maps');
    expect(html).toMatch(/<a [^>]*data-directions="4"[^>]*>Get Directions/);
  });
});
