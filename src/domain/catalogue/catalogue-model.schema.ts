import { z } from 'zod';
import { formText, requiredFormText } from '../onboarding/form-text';

/** The statuses a catalogue model may have (spec: new, coming soon, or none). */
export const CATALOGUE_STATUSES = ['', 'new', 'coming_soon'] as const;

const wholeNumber = (max: number) =>
  formText().pipe(
    z
      .string()
      .regex(/^\d*$/, 'must be a whole number')
      .transform((v) => (v === '' ? 0 : Number(v)))
      .pipe(z.number().max(max, `is at most ${max}`)),
  );

/** A picture by address: the media store's (/media/…) or https. */
const imageUrl = formText().pipe(
  z
    .string()
    .max(500, 'is at most 500 characters')
    .refine((v) => v === '' || v.startsWith('/media/') || /^https:\/\/[^\s/]+\/\S*$/.test(v), {
      message: 'must start with /media/ or https://',
    }),
);

/**
 * A catalogue model as the dashboard's form posts it: make, name, the address it is reached at (/models/{slug}),
 * its description (HTML or plain text: the model page sanitises it when it shows it), group label, body types
 * (comma-separated), status, picture and counts.
 */
export const ZCatalogueModelForm = z
  .looseObject({
    manufacturerName: requiredFormText(60),
    name: requiredFormText(80),
    slug: requiredFormText(80).pipe(
      z
        .string()
        .regex(
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'must be lower-case letters, digits and hyphens, e.g. kia-sportage',
        ),
    ),
    description: formText().pipe(z.string().max(20_000, 'is at most 20,000 characters')),
    manufacturerBody: formText().pipe(z.string().max(40, 'is at most 40 characters')),
    body: formText().pipe(
      z
        .string()
        .transform((v) => [
          ...new Set(
            v
              .split(',')
              .map((b) => b.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(z.array(z.string().max(30, 'each is at most 30 characters')).max(10, 'are at most 10')),
    ),
    status: formText().pipe(z.enum(CATALOGUE_STATUSES, 'Choose a status from the list')),
    imageUrl,
    accessoriesCount: wholeNumber(999),
    position: wholeNumber(999),
  })
  .transform((v) => ({
    manufacturerName: v.manufacturerName,
    name: v.name,
    slug: `models/${v.slug}`,
    path: `models/${v.slug}`,
    description: v.description || null,
    manufacturerBody: v.manufacturerBody || null,
    body: v.body,
    status: v.status || null,
    image: { url: v.imageUrl || null, thumb: v.imageUrl || null },
    accessoriesCount: v.accessoriesCount,
    position: v.position,
  }));
export type TCatalogueModelForm = z.output<typeof ZCatalogueModelForm>;
