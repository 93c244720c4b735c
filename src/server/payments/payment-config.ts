import { env, paymentSecrets } from '@/env';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import type { TSettingsCipher } from '@/server/site-settings/settings-cipher';
import type { TPaymentConfig } from './payment-provider-for';
import { serverSecret } from './server-secret';
import { sitePaymentSecrets } from './site-payment-secrets';

/** The settings cipher, made only when a stored secret is opened (a site with none needs no key). */
const lazyCipher: TSettingsCipher = {
  seal: (plaintext, context) => getSettingsCipher().seal(plaintext, context),
  open: (sealed, context) => getSettingsCipher().open(sealed, context),
};

/**
 * The running app's payment configuration: the secrets a dealer stored in the dashboard, else the environment's
 * (docs/checkout.md).
 */
export const appPaymentConfig: TPaymentConfig = {
  secretsOf: (db, site) => sitePaymentSecrets(db, lazyCipher, site, paymentSecrets.get(site.slug)),
  serverSecret,
  stripeApiUrl: env.STRIPE_API_URL,
};
