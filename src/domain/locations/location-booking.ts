import { isDepartmentLocation } from './filter-locations';
import type { TLocationForRules } from './types';

/**
 * The booking a location's card offers on its own contact page: a service at a service centre (the
 * locations /service lists), else a test drive at a showroom (those /book-test-drive lists), each page opened
 * at this location; null for a location that takes neither (parts only).
 */
export function locationBooking(location: TLocationForRules): { href: string; label: string } | null {
  if (isDepartmentLocation(location, 'service'))
    return { href: `/service?location=${location.id}`, label: 'Book a Service' };
  if (isDepartmentLocation(location, 'sales'))
    return { href: `/book-test-drive?location=${location.id}`, label: 'Book a Test Drive' };
  return null;
}
