import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import type { TEnquiryCar, TEnquiryLocation } from './enquiry-props.types';

/**
 * The enquiry payload fields a form sends besides what the visitor types (spec section 3): its category
 * and kind (subcategory); for a car, its id, stock number, make, model, type, dealership, manufacturer_slug,
 * vehicle_status and location; for a location form, the location (name and id) and its dealership. Absent
 * values are left out. Sent with the JSON post and as the form's hidden inputs.
 */
export function enquiryLeadFields(
  kind: TEnquiryKind,
  category: string,
  car?: TEnquiryCar,
  location?: TEnquiryLocation,
): Record<string, string | number> {
  const fields: Record<string, string | number | null | undefined> = {
    category,
    subcategory: kind,
    ...(car && carLeadFields(car)),
    ...(location && {
      location: location.name,
      location_id: location.id,
      dealership_slug: location.dealershipSlug,
    }),
  };
  return withoutAbsent(fields);
}

/**
 * The enquiry payload fields of the car a form is about: its id, stock number, make, model, type,
 * dealership, manufacturer_slug, vehicle_status and location (absent values left out).
 */
export function carLeadFields(car: TEnquiryCar): Record<string, string | number> {
  return withoutAbsent({
    car_id: car.id,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.carType,
    dealership_slug: car.dealershipSlug,
    manufacturer_slug: car.manufacturerSlug,
    vehicle_status: car.status,
    location: car.locationName,
  });
}

function withoutAbsent(
  fields: Record<string, string | number | null | undefined>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number] => entry[1] != null),
  );
}
