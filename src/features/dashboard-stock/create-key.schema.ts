import { z } from 'zod';

/** The draft name of a refused "create key" form, shared by its post and the keys page. */
export const KEY_FORM = 'stock-key';

/** The "create key" form: the dealership it imports for and a name a person recognises it by. */
export const ZCreateKey = z.object({
  dealership: z.coerce.number().int().positive('Choose a dealership'),
  name: z.string().trim().min(1, 'Name the key').max(100, 'A name has at most 100 characters'),
});
