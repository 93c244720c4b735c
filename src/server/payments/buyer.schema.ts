import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/domain/forms/messages';
import { isValidEmail } from '@/domain/forms/is-valid-email';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from '@/domain/phone/is-valid-phone';
import { ZText } from '@/server/leads/lead-request.schema';

/** The buyer's details a reservation carries, with the lead form's rules and messages. */
export const ZBuyer = z.object({
  name: ZText(120).min(1, REQUIRED_FIELD_MESSAGE),
  email: ZText(254).min(1, REQUIRED_FIELD_MESSAGE).refine(isValidEmail, INVALID_EMAIL_MESSAGE),
  mobile: ZText(40).min(1, REQUIRED_FIELD_MESSAGE).refine(isValidPhone, PHONE_FORMAT_MESSAGE),
  postcode: ZText(10).regex(/^\d{4}$/, 'Must be 4 digits.'),
});

export type TBuyer = z.output<typeof ZBuyer>;
