import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, websites } from '@/server/db/schema';
import { createLeadFixture } from '@/server/leads/testing/lead-fixture';
import type { TSite } from '@/server/websites/site.types';
import type { TPaymentConfig } from '../payment-provider-for';

export const TEST_SERVER_SECRET = 'test-server-secret-for-checkout-0123456789';

/** Tests only: payment configuration with no processor secrets (every site pays with the demo processor). */
export const DEMO_ONLY_CONFIG: TPaymentConfig = {
  secretsOf: async () => ({}),
  serverSecret: () => TEST_SERVER_SECRET,
};

/**
 * Tests only: a site whose one car ($52,990) is paid through Stripe by its listing (so the demo processor
 * without keys), leads to an ADF email destination, the default checkout settings (A$500 deposit, 15 min).
 */
export async function createCheckoutFixture(db: TDb, slug: string): Promise<{ site: TSite; carId: number }> {
  const { site, carId } = await createLeadFixture(db, slug, [
    { kind: 'email-adf', name: 'sales', to: `sales@${slug}.example`, from: `web@${slug}.example` },
  ]);
  await db
    .update(cars)
    .set({ paymentProcessors: [{ authorization_type: 'stripe', authorization_key: `pk_test_${slug}` }] })
    .where(eq(cars.id, carId));
  const [website] = await db
    .update(websites)
    .set({ paymentProvider: 'stripe' })
    .where(eq(websites.id, site.id))
    .returning();
  return { site: { ...site, ...website! }, carId };
}

/** Tests only: the buyer every checkout test pays as. */
export const TEST_BUYER = {
  name: 'Jo Citizen',
  email: 'jo@example.com',
  mobile: '0412 345 678',
  postcode: '2000',
};
