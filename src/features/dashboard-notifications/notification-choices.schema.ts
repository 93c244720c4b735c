import { z } from 'zod';

/** A ticked checkbox posts `1`; an unticked one posts nothing. */
const ZTick = z
  .literal('1')
  .optional()
  .transform((v) => v === '1');

/** The account page's notification form: each email on (ticked) or off. */
export const ZNotificationChoices = z.object({
  new_lead: ZTick,
  assigned: ZTick,
  digest: ZTick,
  weekly_summary: ZTick,
});
