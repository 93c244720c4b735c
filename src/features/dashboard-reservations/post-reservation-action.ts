import { revalidateTag } from 'next/cache';
import { env } from '@/env';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import {
  updateReservationStatus,
  type TReservationChange,
} from '@/server/dashboard/update-reservation-status';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { appPaymentConfig } from '@/server/payments/payment-config';
import { reservationForm, ZReservationAction, type TReservationAction } from './reservation-action.schema';

type TParams = { id: string };
const pagePath = ({ id }: TParams) => `/reservations/${encodeURIComponent(id)}`;

/** The form's fields in the server's words. */
function changeOf(input: TReservationAction): TReservationChange {
  switch (input.action) {
    case 'release':
      return { action: 'release', reason: input.releaseReason };
    case 'refund':
      return { action: 'refund', reason: input.refundReason, refundReference: input.refundReference };
    default:
      return { action: input.action };
  }
}

/**
 * POST /reservations/{id}/actions: cancel a hold; after payment mark sold, release, or release and refund; then
 * back to the reservation. A reason left empty goes back with the message at its field.
 */
export const postReservationAction = withDashboardWrite<typeof ZReservationAction, TParams>(
  {
    schema: ZReservationAction,
    back: pagePath,
    draft: { form: ({ id }) => reservationForm(id), path: '/reservations' },
  },
  async ({ viewer, input, params }) => {
    await updateReservationStatus(await getDb(), viewer, params.id, changeOf(input), {
      revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
      payments: appPaymentConfig,
    });
    return seeOther(`${pagePath(params)}?done=${input.action}`, [
      clearDraftCookie('/reservations', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
