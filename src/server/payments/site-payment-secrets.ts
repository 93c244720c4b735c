import type { TPaymentSecrets } from '@/env';
import type { TDb } from '@/server/db/client';
import type { TSiteSecretName } from '@/server/db/schema';
import type { TSettingsCipher } from '@/server/site-settings/settings-cipher';
import { readSiteSecrets } from '@/server/site-settings/site-secret-store';
import type { TSecretsSite } from './payment-provider-for';

/** Which of a processor's secrets each dashboard secret is, for the site's own processor. */
const STORED_AS: Record<
  'stripe' | 'till' | 'st_george',
  Partial<Record<TSiteSecretName, keyof TPaymentSecrets>>
> = {
  stripe: { 'payment.secretKey': 'stripeSecretKey', 'payment.webhookSecret': 'stripeWebhookSecret' },
  till: { 'payment.secretKey': 'tillSecret' },
  st_george: { 'payment.secretKey': 'stGeorgeSecret' },
};

/**
 * A site's processor secrets: each one the dealer stored in the dashboard (encrypted, for the site's processor)
 * first, else the environment's. A stored secret that no longer opens is an error (readSiteSecrets), never a
 * silent fall back to the demo processor, which would reserve cars without taking money.
 */
export async function sitePaymentSecrets(
  db: TDb,
  cipher: TSettingsCipher,
  site: TSecretsSite,
  fromEnv: TPaymentSecrets = {},
): Promise<TPaymentSecrets> {
  const provider = site.paymentProvider;
  if (!provider || provider === 'offline') return { ...fromEnv };
  const stored = await readSiteSecrets(db, cipher, site.id);
  const secrets: TPaymentSecrets = { ...fromEnv };
  for (const [name, field] of Object.entries(STORED_AS[provider])) {
    const value = stored[name as TSiteSecretName];
    if (value) secrets[field] = value;
  }
  return secrets;
}
