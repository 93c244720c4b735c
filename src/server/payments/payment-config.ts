import { env, paymentSecrets } from '@/env';
import type { TPaymentConfig } from './payment-provider-for';
import { serverSecret } from './server-secret';

/** The running app's payment configuration: secrets from the environment (docs/checkout.md). */
export const appPaymentConfig: TPaymentConfig = {
  secretsOf: (slug) => paymentSecrets.get(slug),
  serverSecret,
  stripeApiUrl: env.STRIPE_API_URL,
};
