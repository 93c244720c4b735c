/**
 * The labels the spec gives the contact fields, on every lead form. Its own module, so the finance and trade-in
 * forms do not carry the enquiry forms' schemas.
 */
export const ENQUIRY_FIELD_LABELS = { name: 'Full Name', phone: 'Mobile' } as const;
