/** Every lead this site sends says it came from the website. */
export const LEAD_SOURCE = 'Website';

export const LEAD_STATUS_INCOMPLETE = 'Incomplete';

/** The fields a multi-step form's partial save (on Next) adds to the lead. */
export function partialLeadFields(): { lead_status: typeof LEAD_STATUS_INCOMPLETE; form_completed: false } {
  return { lead_status: LEAD_STATUS_INCOMPLETE, form_completed: false };
}
