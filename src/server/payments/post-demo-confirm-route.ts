import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { withSiteForm } from '@/server/http/with-site-form';
import { confirmDemoPayment } from './confirm-demo-payment';
import { appPaymentConfig } from './payment-config';

const ZDemoConfirm = z.object({
  reference: z.string().trim().min(1).max(20),
  holdSecret: z.string().trim().min(1).max(200),
  cardNumber: z.string().trim().min(1, 'This is a required field.').max(30),
  expiry: z.string().trim().min(1, 'This is a required field.').max(7),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Must be 3 or 4 digits.'),
  authenticated: z.boolean().optional(),
});

/** POST /api/payments/demo/confirm: the demo processor's card step (docs/checkout.md). */
export const postDemoConfirmRoute = withSiteForm(
  { schema: ZDemoConfirm },
  async ({ site, input, client }) => {
    const result = await confirmDemoPayment(await getDb(), site.id, input, {
      client,
      serverSecret: appPaymentConfig.serverSecret,
    });
    return Response.json(result, {
      status: result.status === 'processing' ? 202 : 200,
      headers: { 'Cache-Control': 'no-store' },
    });
  },
);
