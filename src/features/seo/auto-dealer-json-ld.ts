import type { AutoDealer, WithContext } from 'schema-dts';
import { WEEKDAY_NAMES } from '@/domain/hours/weekdays';
import { locationContactPath } from '@/domain/locations/location-contact-path';
import type { TSiteLocation } from '@/server/locations/site-location.types';

type TLocationForLd = Pick<
  TSiteLocation,
  'name' | 'street' | 'city' | 'state' | 'postcode' | 'lat' | 'lng' | 'phone' | 'email' | 'hours'
>;

/** schema.org AutoDealer entries, one per location: its page, address, geo, phone and weekly opening hours. */
export function autoDealerJsonLd(
  site: { name: string; country: 'AU' | 'NZ'; logoUrl: string | null },
  locations: TLocationForLd[],
  origin: string,
): WithContext<AutoDealer>[] {
  return locations.map((l) => ({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: l.name,
    parentOrganization: { '@type': 'Organization', name: site.name, url: origin },
    // Each location's own page (its contact page), not the site's home.
    url: `${origin}${locationContactPath(l.name)}`,
    ...(site.logoUrl ? { logo: new URL(site.logoUrl, origin).toString() } : {}),
    ...(l.phone ? { telephone: l.phone } : {}),
    ...(l.email ? { email: l.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: l.street,
      addressLocality: l.city,
      addressRegion: l.state,
      postalCode: l.postcode,
      addressCountry: site.country,
    },
    ...(l.lat !== null && l.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lng } }
      : {}),
    openingHoursSpecification: [...l.hours]
      .sort((a, b) => a.weekday - b.weekday)
      .flatMap((h) => {
        const day = WEEKDAY_NAMES[h.weekday];
        if (h.status !== 'Open' || !h.open || !h.close || !day) return [];
        return [
          {
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: `https://schema.org/${day}` as const,
            opens: h.open,
            closes: h.close,
          },
        ];
      }),
  }));
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so no content can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
