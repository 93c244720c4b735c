import { z } from 'zod';
import { LEAD_STATUSES } from '@/server/db/schema';

/** The lead page's forms: each posts its `action` with its own fields. */
export const ZLeadAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status'), status: z.enum(LEAD_STATUSES, 'Choose a status from the list') }),
  z.object({ action: z.literal('spam') }),
  z.object({ action: z.literal('assign'), assignee: z.string().max(100).default('') }),
  z.object({ action: z.literal('note'), body: z.string().max(20_000) }),
  z.object({
    action: z.literal('resend'),
    deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
  }),
]);
export type TLeadAction = z.infer<typeof ZLeadAction>;
