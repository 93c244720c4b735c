import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-field-labels';
import type { TEnquiryWording } from '@/domain/forms/enquiry-wording';
import type { TFormSchema } from '@/domain/forms/form-schema';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import { DEALERSHIP_LABEL } from '@/ui/form/dealership-field';

/**
 * The label of each field an enquiry form shows, in its order (the error summary names fields by them):
 * Rego where the form has one, the test-drive time, "where did you hear about us" where the site asks, and
 * the dealership where the visitor chooses one.
 */
export function enquiryLabels(
  kind: TEnquiryKind,
  form: TFormSchema,
  wording: Pick<TEnquiryWording, 'regoLabel'>,
  hearAboutUs: boolean,
): Record<string, string> {
  return {
    name: ENQUIRY_FIELD_LABELS.name,
    phone: ENQUIRY_FIELD_LABELS.phone,
    email: 'Email',
    message: kind === 'question' ? 'Your question' : 'Message',
    ...('Rego' in form.fields && { Rego: wording.regoLabel }),
    ...(kind === 'test-drive' && { dateTime: 'Preferred time' }),
    ...(hearAboutUs && { hear_about_us: 'Where did you hear about us?' }),
    ...(DEALERSHIP_FIELD in form.fields && { [DEALERSHIP_FIELD]: DEALERSHIP_LABEL }),
  };
}
