import { slugify } from '@/domain/locations/location-contact-path';
import type { TEnquiryCar } from '@/features/enquiry/enquiry-props.types';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';

/** The enquiry forms' car props from the car and its location. */
export function enquiryCarProps(car: TCarWithImages, where: TCarLocation | null): TEnquiryCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    stocknum: car.stocknum,
    carType: car.carType,
    tag: car.tag,
    dealershipSlug: where?.dealershipSlug ?? null,
    locationId: where?.location?.id ?? car.locationId,
    phone: car.locationPhone ?? where?.location?.phone ?? null,
    manufacturerSlug: slugify(car.make),
    status: car.status,
    locationName: where?.location?.name ?? null,
  };
}
