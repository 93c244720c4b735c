import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteFixture, siteLocationFixture } from '@/features/locations/site-location.fixture';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TSite } from '@/server/websites/site.types';
import { SiteFooter } from './site-footer';

const navigation = {
  header: [],
  footerColumns: [{ title: 'About', items: [{ label: 'Contact', href: '/contact' }] }],
};

const head = siteLocationFixture({
  name: 'Hamilton Yard',
  city: 'Hamilton',
  state: 'Waikato',
  postcode: '3204',
  primary: true,
  lat: -37.787,
  lng: 175.2793,
  dealerLicenseNumber: 'M284715',
});

const render = (site: TSite, locations: TSiteLocation[] = [head]) =>
  renderToStaticMarkup(createElement(SiteFooter, { site, navigation, locations, year: 2026 }));

const dealerFooter = (over: Partial<TSite> = {}) =>
  siteFixture({ footerVariant: 'dealer-contacts', country: 'NZ', licenceNumber: 'M284715', ...over });

describe('SiteFooter', () => {
  it('Visit Us without a maps key: the directions link and no frame (never an empty or broken one)', () => {
    const html = render(dealerFooter());
    expect(html).toContain('>Visit Us</h2>');
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/www\.google\.com\/maps\/[^"]*"[^>]*>Get directions to Hamilton Yard<\/a>/,
    );
  });

  it("Visit Us with a maps key: Google's embedded map", () => {
    const html = render(dealerFooter({ mapsKey: 'site-key' }));
    expect(html).toMatch(
      /<iframe [^>]*src="https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=site-key/,
    );
  });

  it("shows a dealer licence equal to the site's licence once", () => {
    const html = render(dealerFooter());
    expect(html.match(/M284715/g)).toHaveLength(1);
    expect(html).toContain('Licence No. M284715');
  });

  it("shows a location's own dealer licence beside the site's", () => {
    const html = render(siteFixture({ licenceNumber: 'MD012345' }), [
      { ...head, dealerLicenseNumber: 'MD999999', motorVehicleRepairer: 'MVRL45231' },
    ]);
    expect(html).toContain('Licence No. MD012345');
    expect(html).toContain('Dealer Licence MD999999');
    expect(html).toContain('Motor Vehicle Repairer MVRL45231');
    expect(html).toContain('© 2026 Demo Motors');
  });
});

describe('SiteFooter sub-footer licences', () => {
  it("lists every dealership's dealer licence and repairer number as separate, named entries", () => {
    const html = render(siteFixture({ licenceNumber: 'MD012345' }), [
      {
        ...head,
        dealershipSlug: 'parramatta-toyota',
        dealershipName: 'Parramatta Toyota',
        dealerLicenseNumber: 'MD012345',
        motorVehicleRepairer: 'MVRL45231',
      },
      {
        ...head,
        id: 2,
        primary: false,
        dealershipSlug: 'penrith-ford',
        dealershipName: 'Penrith Ford',
        dealerLicenseNumber: 'MD023456',
        motorVehicleRepairer: 'MVRL51874',
      },
    ]);
    const entries = [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(entries).toEqual([
      'Licence No. MD012345',
      'Parramatta Toyota: Motor Vehicle Repairer MVRL45231',
      'Penrith Ford: Dealer Licence MD023456',
      'Penrith Ford: Motor Vehicle Repairer MVRL51874',
    ]);
  });
});
