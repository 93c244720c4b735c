/**
 * The lead categories a link may ask a form for (/contact?category=…): the spec's form submissions
 * (section 9: new or used vehicle enquiry, special offer, test drive, trade-in, fleet, service booking,
 * parts, general, finance, insurance, competition, sell my car, reserve car, survey, team member,
 * subscription) in the words our leads carry, plus the car page's Question and Photo Request.
 */
export const LEAD_CATEGORIES = [
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Special Offer',
  'Test Drive',
  'Trade-in Enquiry',
  'Fleet',
  'Service Booking',
  'Parts',
  'General Enquiry',
  'Finance',
  'Insurance',
  'Competition',
  'Sell My Car',
  'Reserve Car',
  'Survey',
  'Team Member',
  'Subscription',
  'Question',
  'Photo Request',
] as const;

export type TLeadCategory = (typeof LEAD_CATEGORIES)[number];

/** The category Reserve Car Now sends to /contact. */
export const RESERVE_CAR_CATEGORY: TLeadCategory = 'Reserve Car';

const BY_KEY = new Map<string, TLeadCategory>(LEAD_CATEGORIES.map((c) => [c.toLowerCase(), c]));

/**
 * A category asked for in a URL, in its own spelling ('reserve car' → 'Reserve Car'; spaces and case
 * are forgiven), or null for anything else, which the form then ignores.
 */
export function leadCategoryFromQuery(value: unknown): TLeadCategory | null {
  if (typeof value !== 'string' || value.length > 80) return null;
  return BY_KEY.get(value.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}
