import { z } from 'zod';

/** The draft name of a refused form on one reservation's page, shared by its post and the page. */
export const reservationForm = (id: string) => `reservation-${id}`;

export const RESERVATION_FIELD_LABELS: Record<string, string> = {
  releaseReason: 'Why the car goes back on sale',
  refundReason: 'Why the payment is refunded',
  refundReference: 'The processor’s refund reference',
};

// A field left empty is not posted back in a refused form's draft: missing says the same as empty.
const reason = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, 'A reason has at most 500 characters');

/**
 * The reservation page's forms, each posting its `action`: cancel a hold; after payment mark sold, release the
 * car with a reason, or release and refund with a reason (and, where the dealer refunds in the processor's own
 * portal, the processor's refund reference).
 */
export const ZReservationAction = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('sold') }),
    z.object({ action: z.literal('release'), releaseReason: reason('Say why the car goes back on sale') }),
    z.object({
      action: z.literal('refund'),
      method: z.enum(['processor', 'by_hand']),
      refundReason: reason('Say why the payment is refunded'),
      refundReference: z.string().trim().max(100, 'A reference has at most 100 characters').optional(),
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.action === 'refund' && value.method === 'by_hand' && !value.refundReference) {
      ctx.addIssue({
        code: 'custom',
        path: ['refundReference'],
        message: 'Enter the refund reference the processor gave you',
      });
    }
  });
export type TReservationAction = z.infer<typeof ZReservationAction>;
