import type { AggregateRating, AutoDealer, WithContext } from 'schema-dts';
import { parseRating } from '@/domain/reviews/parse-rating';
import { WEEKDAY_NAMES } from '@/domain/hours/weekdays';
import { locationContactPath } from '@/domain/locations/location-contact-path';
import type { TSiteLocation } from '@/server/locations/site-location.types';

type TLocationForLd = Pick<
  TSiteLocation,
  | 'name'
  | 'street'
  | 'city'
  | 'state'
  | 'postcode'
  | 'lat'
  | 'lng'
  | 'phone'
  | 'email'
  | 'hours'
  | 'reviewCount'
  | 'averageRating'
>;

/** schema.org AggregateRating of a rating out of 5 over a number of reviews (rounded as the stars show it). */
export function aggregateRatingJsonLd(rating: number, reviewCount: number): AggregateRating {
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating * 10) / 10,
    reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * schema.org AutoDealer entries, one per location: its page, address, geo, phone, weekly opening hours and,
 * with reviews, their aggregate rating.
 */
export function autoDealerJsonLd(
  site: { name: string; country: 'AU' | 'NZ'; logoUrl: string | null },
  locations: TLocationForLd[],
  origin: string,
): WithContext<AutoDealer>[] {
  return locations.map((l) => {
    const rating = l.reviewCount > 0 ? parseRating(l.averageRating) : null;
    return {
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
      ...(rating !== null && { aggregateRating: aggregateRatingJsonLd(rating, l.reviewCount) }),
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
    };
  });
}
