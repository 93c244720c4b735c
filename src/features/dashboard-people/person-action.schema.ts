import { z } from 'zod';
import { checkGrantPlace, GRANT_LABELS, grantFields } from './grant.schema';

/** The draft name of a refused add-role form of one person. */
export const personForm = (id: string) => `person-${id}`;

/** The person page's forms: each posts its `action` with its own fields. */
export const ZPersonAction = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('add_role'), ...grantFields }),
    z.object({
      action: z.literal('remove_role'),
      membership: z.coerce.number().int().positive().max(2_147_483_647),
    }),
    z.object({ action: z.literal('deactivate') }),
    z.object({ action: z.literal('reactivate') }),
    z.object({ action: z.literal('reset_password') }),
  ])
  .superRefine((value, ctx) => {
    if (value.action === 'add_role') checkGrantPlace(value, ctx);
  });
export type TPersonAction = z.infer<typeof ZPersonAction>;

export const PERSON_LABELS = GRANT_LABELS;
