import { z } from 'zod';
import { checkGrantPlace, GRANT_LABELS, grantFields } from './grant.schema';

/** The draft name of a refused invitation form, shared by its post and its page. */
export const INVITE_FORM = 'people-invite';

/** The invitation form: who (email, name) and the one membership they are invited to. */
export const ZInvite = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(320, 'An email address has at most 320 characters')
      .pipe(z.email('Enter an email address, like name@example.com'))
      .prefault(''),
    name: z
      .string()
      .trim()
      .min(1, 'Enter the person’s name')
      .max(200, 'A name has at most 200 characters')
      .prefault(''),
    ...grantFields,
  })
  .superRefine(checkGrantPlace);

export const INVITE_LABELS: Record<string, string> = { email: 'Email', name: 'Name', ...GRANT_LABELS };
