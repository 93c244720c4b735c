import { z } from 'zod';
import { requiredText, ZEmail, ZHttpsUrl } from './settings-fields';

/** Most destinations one site sends its leads to. */
export const MAX_LEAD_DESTINATIONS = 8;

/** A webhook's signing secret: long enough that it cannot be guessed. */
export const ZWebhookSecret = z
  .string()
  .min(16, 'is at least 16 characters')
  .max(200, 'is at most 200 characters');

/**
 * Where a site's leads go (the website row's `lead_destinations`): a signed JSON webhook to the dealer's CRM,
 * an ADF email, or a partner relay (Taurus, Drive IQ, Car Clarity).
 */
export const ZLeadDestination = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('webhook'), name: requiredText(60), url: ZHttpsUrl, secret: ZWebhookSecret }),
    z.object({ kind: z.literal('email-adf'), name: requiredText(60), to: ZEmail, from: ZEmail }),
    z.object({
      kind: z.enum(['taurus', 'drive-iq', 'car-clarity']),
      name: requiredText(60),
      url: ZHttpsUrl,
    }),
  ],
  { error: 'is one of the listed kinds' },
);

export const ZLeadDestinations = z
  .array(ZLeadDestination)
  .max(MAX_LEAD_DESTINATIONS, `holds at most ${MAX_LEAD_DESTINATIONS} destinations`);

export type TLeadDestination = z.infer<typeof ZLeadDestination>;
