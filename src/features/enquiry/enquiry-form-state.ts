/**
 * The enquiry form's state after a post without JavaScript that the lead API refused: the error (at
 * `field` when the form shows it) and what was typed, so the page shows the form again as it was.
 */
export type TEnquiryFormState = {
  field: string | null;
  message: string;
  values: Readonly<Record<string, string>>;
} | null;
