import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { CONTENT_SECURITY_POLICY } from '@/server/http/security-headers';
import { LocationMap } from './location-map';

// Only the fields the map reads; the rest of a location row plays no part here.
const location = {
  name: 'Parramatta Kia & Service',
  street: '12 Church St',
  city: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  placeUrl: null,
  lat: null,
  lng: null,
} as TSiteLocation;

const render = (mapsKey: string | null, l: TSiteLocation = location) =>
  renderToStaticMarkup(createElement(LocationMap, { location: l, mapsKey }));

describe('LocationMap', () => {
  it("embeds the location's Google map when the site has a maps key, its address set only near the viewport", () => {
    const html = render('key with/odd&chars');
    expect(html).toMatch(/^<iframe /);
    expect(html).toContain('title="Map of Parramatta Kia &amp; Service"');
    // No src in the page: the frame asks Google for nothing until LazyMapFrame's observer sets it.
    expect(html).not.toMatch(/<iframe[^>]* src=/);
    const src = new URL(html.match(/data-map-src="([^"]+)"/)![1]!.replace(/&amp;/g, '&'));
    expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps/embed/v1/place');
    expect(src.searchParams.get('key')).toBe('key with/odd&chars');
    expect(src.searchParams.get('q')).toBe('Parramatta Kia & Service, 12 Church St, Parramatta NSW 2150');
  });

  it("is allowed by the pages' Content-Security-Policy, whose frame-src names the embed's origin and no other", () => {
    const html = render('AIzaSyD-abcdefghijklmnopqrstuvwxyz01234');
    const origin = new URL(html.match(/data-map-src="([^"]+)"/)![1]!.replace(/&amp;/g, '&')).origin;
    const frameSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('frame-src '));
    expect(frameSrc).toBe(`frame-src ${origin}`);
  });

  it('keeps a link beside the map, which the stylesheet shows only without JavaScript', () => {
    const html = render('AIzaSyD-abcdefghijklmnopqrstuvwxyz01234');
    expect(html).toContain('data-map-frame="true"');
    expect(html).toMatch(
      /<p [^>]*data-map-fallback=""><a [^>]*>Open Parramatta Kia &amp; Service in Google Maps<\/a>/,
    );
  });

  it('offers a directions link instead, never an empty frame, without a maps key', () => {
    const html = render(null);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Open Parramatta Kia &amp; Service in Google Maps');
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=12%20Church%20St%2C%20Parramatta%20NSW%202150"',
    );
  });

  it("links to the location's own place page when it has one", () => {
    const html = render(null, { ...location, placeUrl: 'https://maps.example/place/parramatta-kia' });
    expect(html).toContain('href="https://maps.example/place/parramatta-kia"');
  });
});
