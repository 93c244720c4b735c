import { z } from 'zod';
import { isValidEmail } from '@/domain/forms/is-valid-email';
import { ZId } from '@/server/leads/lead-request.schema';

/** An email as accounts key it: trimmed and lower-cased. */
export const ZBuyerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((email) => isValidEmail(email), 'invalid');

/** A typed code: six digits, spaces forgiven. */
export const ZBuyerCode = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));

/** Ask for a code: to sign in (the email), to confirm a new email, or to confirm deleting the account. */
export const ZCodeRequest = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('sign_in'), email: ZBuyerEmail }),
  z.object({ purpose: z.literal('change_email'), email: ZBuyerEmail }),
  z.object({ purpose: z.literal('delete_account') }),
]);
export type TCodeRequestInput = z.output<typeof ZCodeRequest>;

/** The device's saved car ids, as the dialog sends them (a list, or one comma-separated field). */
const ZCarIds = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(ZId).max(200),
  )
  .optional();

export const ZSignIn = z.object({ email: ZBuyerEmail, code: ZBuyerCode, favourites: ZCarIds });
export const ZEmailChange = z.object({ email: ZBuyerEmail, code: ZBuyerCode });
export const ZDeletion = z.object({ code: ZBuyerCode });
export const ZSavedCar = z.object({ car_id: ZId, saved: z.enum(['true', 'false']).or(z.boolean()) });
export const ZNothing = z.object({});
