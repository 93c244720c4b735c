import type { TEnquiryFormKind } from './enquiry-form';

/**
 * The starting values: the marketing opt-in is unticked on every form. The spec has it ticked except on the
 * finance form, but the Spam Act needs express consent, which a pre-ticked box is not (ADR 0008).
 */
export function enquiryFormDefaults(kind: TEnquiryFormKind): { opt_in: boolean } {
  void kind;
  return { opt_in: false };
}
