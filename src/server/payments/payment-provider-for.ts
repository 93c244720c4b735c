import type { TPaymentProcessor } from '@/server/db/schema';
import type { TDb } from '@/server/db/client';
import type { TPaymentSecrets } from '@/env';
import type { TSite } from '@/server/websites/site.types';
import type { TCheckoutSettings } from './checkout-settings';
import { createDemoProvider, demoWebhookSecret } from './demo-provider';
import { createHostedPageProvider } from './hosted-page-provider';
import { createStripeProvider } from './stripe-provider';
import { tracePayments } from './trace-payments';
import type { TPaymentProvider, TProcessorName } from './types';

/** What a site's processor secrets are looked up by. */
export type TSecretsSite = Pick<TSite, 'id' | 'slug' | 'paymentProvider'>;

/**
 * Where a processor's secrets and the demo's signing key come from: in the app, the secrets a dealer stored in
 * the dashboard over the environment's (sitePaymentSecrets); fixtures in tests.
 */
export type TPaymentConfig = {
  secretsOf: (db: TDb, site: TSecretsSite) => Promise<TPaymentSecrets>;
  serverSecret: () => string;
  stripeApiUrl?: string;
};

/** The processors' own hosted pages, unless a site's checkout settings name another (ADR 0015). */
const HOSTED_PAGES = {
  till: 'https://gateway.tillpayments.com/hosted-payment-page',
  st_george: 'https://www.ipg-online.com/connect/gateway/processing',
} as const;

type TCarProcessors = { paymentProcessors: TPaymentProcessor[]; hasCheckoutPaymentProcessor: boolean };

/**
 * The processor a car is paid through: its first listed processor, else the site's; null when it has none
 * (no online payment). Its public key is the one saved in the dashboard when it is the site's own processor
 * (it pairs with the secret key saved there), else the car's listing's. A processor whose secrets the site has
 * not configured is the built-in demo (paymentProviderFor).
 */
export function processorOfCar(
  site: Pick<TSite, 'paymentProvider' | 'paymentPublicKey'>,
  car: TCarProcessors,
): { type: 'stripe' | 'till' | 'st_george' | 'demo'; publicKey: string | null } | null {
  const provider = site.paymentProvider;
  const saved = (type: string) => (type === provider ? site.paymentPublicKey : null);
  const listed = car.paymentProcessors[0];
  if (listed) {
    const type = listed.authorization_type;
    return { type, publicKey: saved(type) ?? listed.authorization_key };
  }
  if (provider && provider !== 'offline') return { type: provider, publicKey: saved(provider) };
  return car.hasCheckoutPaymentProcessor ? { type: 'demo', publicKey: null } : null;
}

/** The site's own processor, as a model deposit (a model lists none) is paid through; null without one. */
export function processorOfSite(site: Pick<TSite, 'paymentProvider' | 'paymentPublicKey'>) {
  return processorOfCar(site, { paymentProcessors: [], hasCheckoutPaymentProcessor: false });
}

/**
 * The provider that takes a payment of this type for the site with its secrets (TPaymentConfig.secretsOf), or
 * the demo one when its keys are missing; each of its calls a span (tracePayments).
 */
export function paymentProviderFor(...args: Parameters<typeof untracedPaymentProvider>): TPaymentProvider {
  return tracePayments(untracedPaymentProvider(...args));
}

function untracedPaymentProvider(
  site: Pick<TSite, 'slug'>,
  type: TProcessorName,
  publicKey: string | null,
  settings: Pick<TCheckoutSettings, 'hostedPageUrl'>,
  secrets: TPaymentSecrets,
  config: Pick<TPaymentConfig, 'serverSecret' | 'stripeApiUrl'>,
): TPaymentProvider {
  if (type === 'stripe' && publicKey && secrets.stripeSecretKey && secrets.stripeWebhookSecret) {
    return createStripeProvider({
      publishableKey: publicKey,
      secretKey: secrets.stripeSecretKey,
      webhookSecret: secrets.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
    });
  }
  const hostedSecret =
    type === 'till' ? secrets.tillSecret : type === 'st_george' ? secrets.stGeorgeSecret : undefined;
  if ((type === 'till' || type === 'st_george') && publicKey && hostedSecret) {
    return createHostedPageProvider(type, {
      pageUrl: settings.hostedPageUrl ?? HOSTED_PAGES[type],
      merchantKey: publicKey,
      secret: hostedSecret,
    });
  }
  return createDemoProvider(demoWebhookSecret(config.serverSecret(), site.slug));
}

/**
 * The provider that verifies webhooks posted for the site under this processor's name, with the same secrets
 * its payments were started with; null when the site has no secret for it (nothing could be verified: 404).
 */
export function webhookProviderFor(
  ...args: Parameters<typeof untracedWebhookProvider>
): TPaymentProvider | null {
  const provider = untracedWebhookProvider(...args);
  return provider && tracePayments(provider);
}

function untracedWebhookProvider(
  site: Pick<TSite, 'slug'>,
  type: TProcessorName,
  secrets: TPaymentSecrets,
  config: Pick<TPaymentConfig, 'serverSecret' | 'stripeApiUrl'>,
): TPaymentProvider | null {
  if (type === 'demo') return createDemoProvider(demoWebhookSecret(config.serverSecret(), site.slug));
  if (type === 'stripe') {
    return secrets.stripeSecretKey && secrets.stripeWebhookSecret
      ? createStripeProvider({
          publishableKey: '',
          secretKey: secrets.stripeSecretKey,
          webhookSecret: secrets.stripeWebhookSecret,
          apiUrl: config.stripeApiUrl,
        })
      : null;
  }
  const secret = type === 'till' ? secrets.tillSecret : secrets.stGeorgeSecret;
  return secret
    ? createHostedPageProvider(type, { pageUrl: HOSTED_PAGES[type], merchantKey: '', secret })
    : null;
}
