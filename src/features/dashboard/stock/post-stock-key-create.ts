import { z } from 'zod';
import { withDashboardForm } from '@/server/dashboard/with-dashboard-form';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { createStockApiKey } from '@/server/stock-api-keys/stock-api-keys';
import { KEYS_PATH, newKeyCookie } from './new-key-cookie';

const ZCreateKey = z.object({
  dealership: z.coerce.number().int().positive('Choose a dealership'),
  name: z.string().trim().min(1, 'Name the key').max(100, 'A name has at most 100 characters'),
});

/** POST /stock/keys/create: a new key for one dealership, shown once on the next page view. */
export const postStockKeyCreate = withDashboardForm(
  { schema: ZCreateKey, back: () => KEYS_PATH },
  async ({ viewer, input }) => {
    const { id, key } = await createStockApiKey(await getDb(), viewer, {
      dealershipId: input.dealership,
      name: input.name,
    });
    return seeOther(`${KEYS_PATH}?created=${id}`, [newKeyCookie(`${id}.${key}`)]);
  },
);
