import type { TPhoneCountry } from '@/domain/phone/format-phone-for-display';
import { phoneLink } from '@/domain/phone/phone-link';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TEnquiryLocation } from './enquiry-props.types';

type TLocation = Pick<TSiteLocation, 'id' | 'name' | 'dealershipSlug' | 'phone'>;

/**
 * The enquiry form's location props from a site location (call on the server, pass to <EnquiryForm location={…}>):
 * its phone is the tel: link offered when sending fails, written as the site's country writes it.
 */
export function enquiryLocationProps(location: TLocation, country: TPhoneCountry): TEnquiryLocation {
  return {
    id: location.id,
    name: location.name,
    dealershipSlug: location.dealershipSlug,
    phone: phoneLink(location.phone, country),
  };
}
