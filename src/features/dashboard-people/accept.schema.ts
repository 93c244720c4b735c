import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';

/** The draft name of a refused acceptance (its password is never kept in the draft). */
export const ACCEPT_FORM = 'invitation-accept';

/** Accepting an invitation: the link's token, the person's name as they want it shown, and their password. */
export const ZAccept = z.object({
  token: z.string().min(1).max(200),
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(200, 'A name has at most 200 characters')
    .prefault(''),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(256, 'A password has at most 256 characters')
    .prefault(''),
});

export const ACCEPT_LABELS: Record<string, string> = {
  name: 'Your name',
  password: `Password (at least ${MIN_PASSWORD_LENGTH} characters)`,
};
