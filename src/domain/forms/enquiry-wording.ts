/** The words of an enquiry form that depend on what it is for. */
export type TEnquiryWording = {
  /** The optional Rego field's label. */
  regoLabel: string;
  /** Who the collection notice says the details go to. */
  recipients: string;
};

const SALES: TEnquiryWording = {
  regoLabel: 'Rego of your trade-in',
  recipients: "the dealership's sales team",
};

const BY_CATEGORY: Record<string, TEnquiryWording> = {
  'Service Booking': {
    regoLabel: 'Rego of the car to be serviced',
    recipients: "the dealership's service team",
  },
  Parts: { regoLabel: 'Rego of the car the parts are for', recipients: "the dealership's parts team" },
  'Happy Rewards': { regoLabel: 'Rego of your car', recipients: "the dealership's customer care team" },
};

/**
 * The wording of an enquiry form by its lead category: a service booking asks for the rego of the car to be
 * serviced and goes to the service team; a rewards registration to customer care; anything else is a sales
 * enquiry (the Rego is of a trade-in).
 */
export function enquiryWording(category: string | null | undefined): TEnquiryWording {
  return category && Object.hasOwn(BY_CATEGORY, category) ? BY_CATEGORY[category]! : SALES;
}
