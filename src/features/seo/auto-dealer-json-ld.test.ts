import { describe, expect, it } from 'vitest';
import { autoDealerJsonLd } from './auto-dealer-json-ld';

const hour = (weekday: number, status: 'Open' | 'Closed', open: string | null, close: string | null) =>
  ({ id: weekday, locationId: 1, weekday, status, open, close, formatedHours: '' }) as const;

describe('autoDealerJsonLd', () => {
  it('gives each location its address, geo and open days only', () => {
    const [ld] = autoDealerJsonLd(
      { name: 'Group', country: 'AU', logoUrl: '/media/logo.svg' },
      [
        {
          name: 'Parramatta Toyota',
          street: '150 Church St',
          city: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
          lat: -33.8,
          lng: 151.0,
          phone: '02 9630 1200',
          email: null,
          hours: [hour(1, 'Open', '08:30', '17:30'), hour(0, 'Closed', null, null)],
          reviewCount: 18,
          averageRating: '4.57',
        },
      ],
      'https://cars.example',
    );
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      url: 'https://cars.example/contact-us/parramatta-toyota',
      parentOrganization: { '@type': 'Organization', name: 'Group', url: 'https://cars.example' },
      logo: 'https://cars.example/media/logo.svg',
      address: { streetAddress: '150 Church St', addressRegion: 'NSW', addressCountry: 'AU' },
      geo: { latitude: -33.8, longitude: 151.0 },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        reviewCount: 18,
        bestRating: 5,
        worstRating: 1,
      },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      ],
    });
    expect(ld).not.toHaveProperty('email');
  });

  it('omits geo without coordinates, and the rating without reviews', () => {
    const [ld] = autoDealerJsonLd(
      { name: 'G', country: 'NZ', logoUrl: null },
      [
        {
          name: 'A',
          street: 's',
          city: 'c',
          state: 'WKO',
          postcode: '3200',
          lat: null,
          lng: null,
          phone: null,
          email: null,
          hours: [],
          reviewCount: 0,
          averageRating: '4.9',
        },
      ],
      'https://x.example',
    );
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('logo');
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});
