import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['stripe', 'till', 'st_george', 'offline'] as const;

const key = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `is at least ${min} characters`)
    .max(500, 'is at most 500 characters')
    .regex(/^[\x21-\x7e]+$/, 'has no spaces or accents: paste it exactly as the processor shows it');

/** A write-only secret: a new value, 'clear' to remove the saved one, or null to keep it. */
const secret = () => z.union([key(16), z.literal('clear')]).nullable();

/**
 * The site's payment processor and its keys. The publishable key is shown in buyers' browsers; the secret key
 * and Stripe's webhook signing secret are write-only (stored encrypted).
 */
export const ZPaymentSettings = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, 'is one of the listed processors').nullable(),
  publicKey: key(8).nullable(),
  secretKey: secret(),
  webhookSecret: secret(),
});

export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
