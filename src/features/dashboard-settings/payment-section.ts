import { formText } from '@/domain/forms/nest-form-values';
import { ZPaymentSettings } from '@/domain/site/payment-settings.schema';
import type { TSettingsSection } from './section.types';

const orNull = (text: string): string | null => (text === '' ? null : text);

/**
 * The payment processor, its publishable key, its secret key and Stripe's webhook signing secret (the two
 * secrets write-only: never shown, stored encrypted; checkout reads them, docs/checkout.md).
 */
export const paymentSection: TSettingsSection<typeof ZPaymentSettings> = {
  key: 'payment',
  title: 'Payment processor',
  schema: ZPaymentSettings,
  secretFields: /^(secretKey|webhookSecret)$/,
  values: (site) => ({ provider: site.paymentProvider ?? '', publicKey: site.paymentPublicKey ?? '' }),
  decode: (form) => ({
    candidate: {
      provider: orNull(formText(form, 'provider')),
      publicKey: orNull(formText(form, 'publicKey')),
      secretKey: formText(form, 'clearSecret') ? 'clear' : orNull(formText(form, 'secretKey')),
      webhookSecret: formText(form, 'clearWebhookSecret') ? 'clear' : orNull(formText(form, 'webhookSecret')),
    },
    sources: {},
  }),
};
