import { z } from 'zod';

/** A typed field of a posted form, trimmed ('' when the form left it out). */
export const formText = () =>
  z
    .string()
    .default('')
    .transform((v) => v.trim());

/** The same, required: 'is required' when blank, at most `max` characters. */
export const requiredFormText = (max: number) =>
  formText().pipe(z.string().min(1, 'is required').max(max, `is at most ${max} characters`));

/** Lower-case letters, digits and single hyphens between them (a site's or a dealership's address name). */
export const ZSlug = requiredFormText(40).pipe(
  z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'must be lower-case letters, digits and hyphens, e.g. canterbury-cars',
    ),
);
