import { phoneLink } from '@/domain/phone/phone-link';
import { customerHandlerOf } from '@/server/leads/lead-destinations-for';
import type { TSite } from '@/server/websites/site.types';
import type { TEnquirySite } from './enquiry-props.types';

/** The enquiry form's site props from a site (call on the server, pass to <EnquiryForm site={…}>). */
export function enquirySiteProps(site: TSite): TEnquirySite {
  return {
    slug: site.slug,
    name: site.name,
    phone: phoneLink(site.phone, site.country),
    country: site.country,
    hearAboutUs: site.featureFlags.hearAboutUs,
    customerHandler: customerHandlerOf(site.leadDestinations),
  };
}
