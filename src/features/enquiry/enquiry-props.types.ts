import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';

/** What an enquiry form needs of the site: its name, the phone to offer when sending fails, its options. */
export type TEnquirySite = {
  slug: string;
  name: string;
  /** Shown (as a tel: link) when an enquiry could not be sent. */
  phone: string | null;
  country: 'AU' | 'NZ';
  /** Ask "Where did you hear about us?" (the site's hearAboutUs flag). */
  hearAboutUs: boolean;
  /** Where its forms send their customer data (spec section 7): the lead API, or a partner's route. */
  customerHandler: TCustomerHandlerKind;
};

/** The car an enquiry is about (car forms only). */
export type TEnquiryCar = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  stocknum: string;
  carType: 'new' | 'used' | 'demo';
  tag: string | null;
  dealershipSlug: string | null;
  /** The car's location, whose booking times feed the test-drive picker. */
  locationId: number | null;
  /** The car's location phone, preferred over the site's when sending fails. */
  phone: string | null;
  /** The make as a slug ('mercedes-benz'): the enquiry payload's manufacturer_slug. */
  manufacturerSlug?: string;
  /** in_stock or coming_soon: the enquiry payload's vehicle_status. */
  status?: 'in_stock' | 'coming_soon';
  /** The name of the car's location: the enquiry payload's location. */
  locationName?: string | null;
};

/** A dealership location a form is for (/contact-us/{dealer-slug}, /service, /book-test-drive). */
export type TEnquiryLocation = { id: number; name: string; dealershipSlug: string; phone?: string | null };
