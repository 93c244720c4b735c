/** What an enquiry form needs of the site: its name, the phone to offer when sending fails, its options. */
export type TEnquirySite = {
  slug: string;
  name: string;
  /** Shown (as a tel: link) when an enquiry could not be sent. */
  phone: string | null;
  country: 'AU' | 'NZ';
  /** Ask "Where did you hear about us?" (the site's hearAboutUs flag). */
  hearAboutUs: boolean;
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
};

/** A dealership location a form is for (/contact-us/{dealer-slug}, /service, /book-test-drive). */
export type TEnquiryLocation = { id: number; name: string; dealershipSlug: string; phone?: string | null };
