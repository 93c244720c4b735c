import { MAX_WEBHOOK_BYTES } from '@/server/http/max-body-bytes';
import type { TDb } from '@/server/db/client';
import { readBodyWithLimit } from '@/server/stock-import/read-body-with-limit';
import { findSite } from '@/server/websites/find-site';
import { applyPaymentEvent } from './apply-payment-event';
import { recordFailedPayment } from './failed-payment-limit';
import { webhookProviderFor, type TPaymentConfig } from './payment-provider-for';
import { WebhookRejected, type TProcessorName } from './types';
import { logger } from '@/server/log/logger';

const PROCESSORS: readonly TProcessorName[] = ['stripe', 'till', 'st_george', 'demo'];

export type TWebhookDeps = {
  db: () => Promise<TDb>;
  config: TPaymentConfig;
  /** Marks cached pages of a car and its site stale once it is reserved. */
  revalidateTag: (tag: string) => void;
  now?: () => Date;
};

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * POST /api/payments/webhooks/{processor}/{site}: a processor's signed event. Verified on the raw body
 * (400 when the signature, its timestamp or the amount is wrong), applied once (a redelivery answers 200
 * `duplicate`), and a car that became reserved has its cached pages revalidated.
 */
export async function handlePaymentWebhook(
  request: Request,
  params: { processor: string; site: string },
  deps: TWebhookDeps,
): Promise<Response> {
  const processor = PROCESSORS.find((p) => p === params.processor);
  if (!processor) return answer(404, { error: 'No such payment processor.', field: 'processor' });
  const db = await deps.db();
  const site = await findSite(db, { slug: params.site });
  const provider =
    site && webhookProviderFor(site, processor, await deps.config.secretsOf(db, site), deps.config);
  if (!site || !provider) return answer(404, { error: 'No such site or processor.', field: 'site' });
  const bytes = await readBodyWithLimit(request.body, MAX_WEBHOOK_BYTES);
  if (!bytes)
    return answer(413, { error: `The event is larger than ${MAX_WEBHOOK_BYTES} bytes.`, field: null });
  const now = deps.now?.() ?? new Date();
  try {
    const event = await provider.verifyEvent(Buffer.from(bytes).toString('utf8'), request.headers, now);
    const applied = await applyPaymentEvent(db, site, processor, event, now);
    if (applied.reservedCarId) {
      deps.revalidateTag(`car:${applied.reservedCarId}`);
      deps.revalidateTag(`site:${site.id}`);
    }
    if (applied.failedClient) await recordFailedPayment(applied.failedClient);
    return answer(200, { received: true, outcome: applied.outcome, status: applied.status ?? null });
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    logger.warn({ processor, site: site.slug, reason: error.message }, 'payment webhook refused');
    return answer(400, { error: error.message, field: null });
  }
}
