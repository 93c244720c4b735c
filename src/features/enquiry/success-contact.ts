/** A phone to call and whose it is. */
export type TSuccessContact = { phone: string; name: string };

type TNamedPhone = { name: string; phone: string | null } | null;

/**
 * Who /success offers to call: the car's own location (spec: a car's location.phone; the car's stored
 * number first) for a car enquiry, else the location the form was for, else the site; null when none of
 * them has a number.
 */
export function successContact({
  car,
  location,
  site,
}: {
  car: { locationPhone: string | null; location: TNamedPhone } | null;
  location: TNamedPhone;
  site: { name: string; phone: string | null };
}): TSuccessContact | null {
  const carPhone = car ? (car.locationPhone ?? car.location?.phone ?? null) : null;
  if (carPhone) return { phone: carPhone, name: car?.location?.name ?? site.name };
  if (location?.phone) return { phone: location.phone, name: location.name };
  return site.phone ? { phone: site.phone, name: site.name } : null;
}
