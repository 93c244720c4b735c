import { z } from 'zod';
import { LEAD_STATUSES } from '@/server/db/schema';

/** Most leads one bulk change takes: a page of the inbox, four times over. */
export const MAX_BULK_LEADS = 100;

/** The inbox URL to go back to: the inbox itself with its filters, never another address. */
const inboxPath = z
  .string()
  .max(2000)
  .regex(/^\/leads(\?[^#\s]*)?$/, 'Go back to the inbox')
  .default('/leads');

/**
 * The inbox's bulk form: the chosen leads come as checkboxes named `lead-{id}` (every value of the form is one
 * field, so each box has a name of its own), and the button pressed says what to do with them.
 */
export const ZInboxBulk = z.preprocess(
  (raw) => {
    const values = (raw ?? {}) as Record<string, string>;
    const leadIds = Object.entries(values)
      .filter(([key]) => key.startsWith('lead-'))
      .map(([, value]) => value);
    return { ...values, leadIds };
  },
  z.discriminatedUnion('action', [
    z.object({
      action: z.literal('assign'),
      assignee: z.string().max(100).default(''),
      leadIds: z.array(z.uuid('Choose leads from the list')).max(MAX_BULK_LEADS),
      back: inboxPath,
    }),
    z.object({
      action: z.literal('status'),
      status: z.enum(LEAD_STATUSES, 'Choose a status from the list'),
      leadIds: z.array(z.uuid('Choose leads from the list')).max(MAX_BULK_LEADS),
      back: inboxPath,
    }),
    z.object({
      action: z.literal('spam'),
      leadIds: z.array(z.uuid('Choose leads from the list')).max(MAX_BULK_LEADS),
      back: inboxPath,
    }),
  ]),
);
export type TInboxBulk = z.output<typeof ZInboxBulk>;
