import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import type { ComponentType } from 'react';
import type { TestDriveTimePicker } from './test-drive-time-picker';

/** What an enquiry form needs of the site: its name, the phone to offer when sending fails, its options. */
export type TEnquirySite = {
  slug: string;
  name: string;
  /** Shown (as a tel: link) when an enquiry could not be sent: phoneLink on the server. */
  phone: TPhoneLink | null;
  /** The site's country (the trade-in form's registration states). */
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
  /** The car's location phone (phoneLink on the server), preferred over the site's when sending fails. */
  phone: TPhoneLink | null;
  /** The make as a slug ('mercedes-benz'): the enquiry payload's manufacturer_slug. */
  manufacturerSlug?: string;
  /** in_stock or coming_soon: the enquiry payload's vehicle_status. */
  status?: 'in_stock' | 'coming_soon';
  /** The name of the car's location: the enquiry payload's location. */
  locationName?: string | null;
};

/**
 * A dealership location a form is for (/contact-us/{dealer-slug}, /service, /book-test-drive), with its phone
 * (phoneLink on the server), preferred over the site's when sending fails.
 */
export type TEnquiryLocation = {
  id: number;
  name: string;
  dealershipSlug: string;
  phone?: TPhoneLink | null;
};

/** The props of EnquiryForm (and of the buttons and dialogs that open one). */
export type TEnquiryFormProps = {
  /** The site (enquirySiteProps(site) on the server). */
  site: TEnquirySite;
  /**
   * general: message required (the car page's Enquire, /contact, /contact-us/…); test-drive: date-time
   * picker fed by the availability endpoint, message optional; photo-request and question: message optional.
   */
  kind: TEnquiryKind;
  /** The car the enquiry is about (car pages): its details travel with the lead; the lead is the car's dealership's. */
  car?: TEnquiryCar;
  /** The location the form is for (per-location contact, service, book a test drive). */
  location?: TEnquiryLocation;
  /** The lead category (and /success?category=) when not the kind's own, e.g. 'Service Booking'. */
  category?: string;
  /** The submit button's label; default 'Send enquiry'. */
  submitLabel?: string;
  /** The message the form starts with (the visitor can change it), e.g. a Reserve Car request. */
  defaultMessage?: string;
  /**
   * The site's dealerships (name by slug) when the visitor chooses one (spec 5: /contact, Got a Question?):
   * asked only without a car or location, whose dealership the lead already has.
   */
  dealerships?: Readonly<Record<string, string>>;
  /**
   * The public address of the page the form is on (path and query): where it posts without JavaScript, so the
   * page comes back with the outcome (useActionState's permalink). Without it, the car's page when it has a car.
   */
  page?: string;
  /**
   * The test-drive time picker, given by a client component that imports it (TestDriveEnquiryForm, for the pages
   * that are for booking one); without it the picker's code loads when a test-drive form first shows.
   */
  timePicker?: ComponentType<TTimePickerProps>;
};

/** What the test-drive time picker is given. */
export type TTimePickerProps = Parameters<typeof TestDriveTimePicker>[0];
