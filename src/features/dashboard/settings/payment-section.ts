import { formText } from '@/domain/forms/nest-form-values';
import { ZPaymentSettings } from '@/domain/site/payment-settings.schema';
import type { TSettingsSection } from './section.types';

const orNull = (text: string): string | null => (text === '' ? null : text);

/** The payment processor, its publishable key, and its secret key (write-only: never shown, stored encrypted). */
export const paymentSection: TSettingsSection<typeof ZPaymentSettings> = {
  key: 'payment',
  title: 'Payment processor',
  schema: ZPaymentSettings,
  secretFields: /^secretKey$/,
  values: (site) => ({ provider: site.paymentProvider ?? '', publicKey: site.paymentPublicKey ?? '' }),
  decode: (form) => ({
    candidate: {
      provider: orNull(formText(form, 'provider')),
      publicKey: orNull(formText(form, 'publicKey')),
      secretKey: formText(form, 'clearSecret') ? 'clear' : orNull(formText(form, 'secretKey')),
    },
    sources: {},
  }),
};
