import { revalidateTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { withPaymentWebhook } from '@/server/http/with-payment-webhook';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { appPaymentConfig } from './payment-config';

/** A processor's signed event about a payment (docs/checkout.md); verified on the raw body. */
export const postPaymentWebhookRoute = withPaymentWebhook<{ processor: string; site: string }>(
  async ({ request, params }) =>
    handlePaymentWebhook(request, params, {
      db: getDb,
      config: appPaymentConfig,
      revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
    }),
);
