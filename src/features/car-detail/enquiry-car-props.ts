import { slugify } from '@/domain/locations/location-contact-path';
import type { TPhoneCountry } from '@/domain/phone/format-phone-for-display';
import { phoneLink } from '@/domain/phone/phone-link';
import type { TEnquiryCar } from '@/features/enquiry/enquiry-props.types';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { carPhone } from './car-phone';

/**
 * The enquiry forms' car props from the car and its location (call on the server): its phone is the tel: link
 * the forms offer when sending fails, written as the site's country writes it.
 */
export function enquiryCarProps(
  car: TCarWithImages,
  where: TCarLocation | null,
  country: TPhoneCountry,
): TEnquiryCar {
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
    phone: phoneLink(carPhone(car, where), country),
    manufacturerSlug: slugify(car.make),
    status: car.status,
    locationName: where?.location?.name ?? null,
  };
}
