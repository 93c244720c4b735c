import { makeFieldName } from '@/domain/onboarding/dealership.schema';
import type { TDealership } from '@/server/onboarding/site-dealerships';

/** A saved dealership as its form's fields (a make it sells ticked). */
export function dealershipValues(d: TDealership): Record<string, string> {
  return {
    name: d.name,
    slug: d.slug,
    street: d.street ?? '',
    suburb: d.suburb ?? '',
    region: d.region ?? '',
    postcode: d.postcode ?? '',
    licence: d.licenceNumber ?? '',
    businessNumber: d.businessNumber ?? '',
    salesPhone: d.salesPhone ?? '',
    servicePhone: d.servicePhone ?? '',
    partsPhone: d.partsPhone ?? '',
    ...Object.fromEntries(d.manufacturers.map((make) => [makeFieldName(make), '1'])),
  };
}
