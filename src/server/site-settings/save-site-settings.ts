import type { THomeContent } from '@/domain/content/home-content';
import type { TFinanceSettings } from '@/domain/site/finance-settings.schema';
import type { TLeadDestinationSetting } from '@/domain/site/lead-destinations.schema';
import type { TNavigation } from '@/domain/site/navigation.schema';
import type { TPaymentSettings } from '@/domain/site/payment-settings.schema';
import type { TSiteRedirect } from '@/server/redirects/parse-redirects-csv';
import type { TSalesContact } from '@/domain/site/sales-contacts.schema';
import type { TSiteGeneral } from '@/domain/site/site-general.schema';
import type { TThemeTokens } from '@/domain/site/theme-tokens';
import type { TDb } from '@/server/db/client';
import type { TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import type { TSiteSecretName } from '@/server/db/schema';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { saveSiteRedirects } from '@/server/redirects/save-site-redirects';
import { saveHomeContent } from './save-home-content';
import { redactLeadDestinations, sealLeadDestinations } from './lead-destination-secrets';
import { saveSiteColumns } from './save-site-columns';
import type { TSettingsCipher } from './settings-cipher';
import { deleteSiteSecret, writeSiteSecret } from './site-secret-store';

/** One settings page's values, already checked by its domain schema. */
export type TSiteSettingsUpdate =
  | { section: 'general'; value: TSiteGeneral }
  | { section: 'theme'; value: TThemeTokens }
  | { section: 'navigation'; value: TNavigation }
  | { section: 'lead-destinations'; value: TLeadDestinationSetting[] }
  | { section: 'contacts'; value: TSalesContact[] }
  | { section: 'finance'; value: TFinanceSettings }
  | { section: 'home'; value: THomeContent }
  | { section: 'payment'; value: TPaymentSettings }
  | { section: 'redirects'; value: TSiteRedirect[] };

const hideWebhookSecrets = (values: Record<string, unknown>) => ({
  leadDestinations: redactLeadDestinations(values.leadDestinations as TStoredLeadDestination[]),
});

/**
 * Saves one settings page of a site the person may change (else not_found), audited as `settings.{section}`;
 * secrets (a payment secret key, webhook signing secrets) are sealed with `cipher` before they are stored.
 * Returns the site's id for the caller to revalidate its cache tag.
 */
export function saveSiteSettings(
  db: TDb,
  viewer: TViewer,
  slug: string,
  update: TSiteSettingsUpdate,
  cipher: TSettingsCipher,
): Promise<number> {
  const action = `settings.${update.section}`;
  switch (update.section) {
    case 'general':
    case 'finance':
    case 'theme':
      return saveSiteColumns(
        db,
        viewer,
        slug,
        action,
        update.section === 'theme' ? { theme: update.value } : update.value,
      );
    case 'home':
      return saveHomeContent(db, viewer, slug, update.value);
    case 'redirects':
      return saveSiteRedirects(db, viewer, slug, update.value);
    case 'navigation':
      return saveSiteColumns(db, viewer, slug, action, { navigation: update.value });
    case 'contacts':
      return saveSiteColumns(db, viewer, slug, action, { salesContacts: update.value });
    case 'lead-destinations':
      return saveSiteColumns(
        db,
        viewer,
        slug,
        action,
        (websiteId) => ({ leadDestinations: sealLeadDestinations(cipher, websiteId, update.value) }),
        hideWebhookSecrets,
      );
    case 'payment': {
      const { provider, publicKey, secretKey, webhookSecret } = update.value;
      return saveSiteColumns(
        db,
        viewer,
        slug,
        action,
        { paymentProvider: provider, paymentPublicKey: publicKey },
        undefined,
        async (tx, websiteId) => ({
          secretKey: await saveSecret(tx, cipher, websiteId, 'payment.secretKey', secretKey),
          webhookSecret: await saveSecret(tx, cipher, websiteId, 'payment.webhookSecret', webhookSecret),
        }),
      );
    }
  }
}

/** Keeps (null), removes ('clear') or replaces one write-only secret; says which for the audit log. */
async function saveSecret(
  tx: TDb,
  cipher: TSettingsCipher,
  websiteId: number,
  name: TSiteSecretName,
  value: string | null,
): Promise<'kept' | 'removed' | 'replaced'> {
  if (value === null) return 'kept';
  if (value === 'clear') {
    await deleteSiteSecret(tx, websiteId, name);
    return 'removed';
  }
  await writeSiteSecret(tx, cipher, websiteId, name, value);
  return 'replaced';
}
