import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { updateReservationStatus } from '@/server/dashboard/update-reservation-status';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';

const ZReservationAction = z.object({ action: z.enum(['cancel', 'refund'], 'Choose cancel or refund') });

/** POST /reservations/{id}/actions: cancel a hold or mark a payment refunded, then back to the reservation. */
export const postReservationAction = withDashboardWrite<typeof ZReservationAction, { id: string }>(
  { schema: ZReservationAction, back: ({ id }) => `/reservations/${encodeURIComponent(id)}` },
  async ({ viewer, input, params }) => {
    await updateReservationStatus(await getDb(), viewer, params.id, input.action, (tag) =>
      revalidateTag(tag, { expire: 0 }),
    );
    return seeOther(`/reservations/${encodeURIComponent(params.id)}?done=${input.action}`);
  },
);
