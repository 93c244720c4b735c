import { z } from 'zod';
import { requiredText, ZEmail, ZHttpsUrl } from './settings-fields';

/** Most destinations one site sends its leads to. */
export const MAX_LEAD_DESTINATIONS = 8;

/** A webhook's signing secret: long enough that it cannot be guessed. */
export const ZWebhookSecret = z
  .string()
  .min(16, 'is at least 16 characters')
  .max(200, 'is at most 200 characters');

const webhook = { kind: z.literal('webhook'), name: requiredText(60), url: ZHttpsUrl };
const KIND_ERROR = { error: 'is one of the listed kinds' };
const others = [
  z.object({ kind: z.literal('email-adf'), name: requiredText(60), to: ZEmail, from: ZEmail }),
  z.object({ kind: z.enum(['taurus', 'drive-iq', 'car-clarity']), name: requiredText(60), url: ZHttpsUrl }),
] as const;

/**
 * Where a site's leads go, as a sender needs it: a signed JSON webhook to the dealer's CRM (its signing secret
 * in clear), an ADF email, or a partner relay (Taurus, Drive IQ, Car Clarity).
 */
export const ZLeadDestination = z.discriminatedUnion(
  'kind',
  [z.object({ ...webhook, secret: ZWebhookSecret }), ...others],
  KIND_ERROR,
);

export type TLeadDestination = z.infer<typeof ZLeadDestination>;

/**
 * A webhook as the dashboard saves it. Its signing secret is write-only: either typed (`secret`, sealed before it
 * is stored) or the saved one kept as it is stored (`sealedSecret`, which only the server's settings key opens).
 */
const ZWebhookSetting = z
  .object({
    ...webhook,
    secret: ZWebhookSecret.optional(),
    sealedSecret: z.string().min(1).max(2000).optional(),
  })
  .refine((d) => d.secret !== undefined || d.sealedSecret !== undefined, {
    path: ['secret'],
    message: 'is required',
  });

/** A site's lead destinations as saved (the website row's `lead_destinations`, with each webhook's secret sealed). */
export const ZLeadDestinations = z
  .array(z.discriminatedUnion('kind', [ZWebhookSetting, ...others], KIND_ERROR))
  .max(MAX_LEAD_DESTINATIONS, `holds at most ${MAX_LEAD_DESTINATIONS} destinations`);

export type TLeadDestinationSetting = z.infer<typeof ZLeadDestinations>[number];
