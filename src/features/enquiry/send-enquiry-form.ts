'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { postLeadForm } from '@/server/leads/post-lead-form';
import type { TEnquiryFormState } from './enquiry-form-state';

/**
 * The enquiry form's action when it is posted as a page (JavaScript off, or before the page is
 * interactive): the lead goes through the site's lead route; success goes on to /success?category=…, a
 * refusal shows the form again with the message at its field and what was typed.
 */
export async function sendEnquiryForm(
  _previous: TEnquiryFormState,
  form: FormData,
): Promise<TEnquiryFormState> {
  const outcome = await postLeadForm(await headers(), form);
  if (outcome.ok) redirect(outcome.location);
  return { field: outcome.field, message: outcome.message, values: outcome.values };
}
