import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { paymentSecrets } from '@/env';
import type { TGoLiveFacts } from '@/domain/publishing/go-live-checklist';
import type { TDb } from '@/server/db/client';
import { auditLog, cars, locations, siteDomains, websiteDealerships } from '@/server/db/schema';
import type { TEditableSite } from '@/server/site-settings/editable-sites';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { processorOfSite } from '@/server/payments/payment-provider-for';
import { sitePaymentSecrets } from '@/server/payments/site-payment-secrets';
import type { TPaymentSecrets } from '@/env';
import { countTestedDestinations } from '@/domain/publishing/tested-destinations';

/** Whether a site's own processor has what it needs to take real payments (else the demo processor takes them). */
function processorIsLive(site: TEditableSite, secrets: TPaymentSecrets): boolean {
  const processor = processorOfSite(site);
  if (!processor || !processor.publicKey) return false;
  if (processor.type === 'stripe') return Boolean(secrets.stripeSecretKey && secrets.stripeWebhookSecret);
  return Boolean(processor.type === 'till' ? secrets.tillSecret : secrets.stGeorgeSecret);
}

/** The facts the go-live checklist of a site is decided from (goLiveChecklist). */
export async function loadGoLiveFacts(db: TDb, site: TEditableSite): Promise<TGoLiveFacts> {
  const dealershipIds = (
    await db
      .select({ id: websiteDealerships.dealershipId })
      .from(websiteDealerships)
      .where(eq(websiteDealerships.websiteId, site.id))
  ).map((d) => d.id);
  const none = dealershipIds.length === 0;
  const [siteLocations, [stock], [domains], tests] = await Promise.all([
    none
      ? []
      : db
          .select({ email: locations.email })
          .from(locations)
          .where(inArray(locations.dealershipId, dealershipIds))
          .orderBy(desc(locations.primary), locations.id),
    none
      ? [{ n: 0 }]
      : db
          .select({ n: count() })
          .from(cars)
          .where(
            and(
              inArray(cars.dealershipId, dealershipIds),
              eq(cars.showOnDealerWebsite, true),
              eq(cars.sold, false),
            ),
          ),
    db.select({ n: count() }).from(siteDomains).where(eq(siteDomains.websiteId, site.id)),
    db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.websiteId, site.id),
          eq(auditLog.action, 'settings.test-lead'),
          sql`${auditLog.after}->>'ok' = 'true'`,
        ),
      ),
  ]);
  const checkout = site.featureFlags.checkoutEnabled;
  const secrets = checkout
    ? await sitePaymentSecrets(db, getSettingsCipher(), site, paymentSecrets.get(site.slug))
    : {};
  return {
    locations: siteLocations.length,
    cars: stock?.n ?? 0,
    privacyContact: Boolean(site.privacyEmail || siteLocations[0]?.email),
    leadDestinations: site.leadDestinations.length,
    testedLeadDestinations: countTestedDestinations(
      site.leadDestinations,
      tests.map((t) => t.after ?? {}),
    ),
    paymentsInDemo: checkout && !processorIsLive(site, secrets),
    domains: domains?.n ?? 0,
  };
}
