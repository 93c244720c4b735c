import { revalidateTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { handlePaymentWebhook } from '@/server/payments/handle-payment-webhook';
import { appPaymentConfig } from '@/server/payments/payment-config';

/** A processor's signed event about a payment (docs/checkout.md); verified on the raw body. */
export async function POST(
  request: Request,
  context: { params: Promise<{ processor: string; site: string }> },
): Promise<Response> {
  return handlePaymentWebhook(request, await context.params, {
    db: getDb,
    config: appPaymentConfig,
    revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
  });
}
