import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { createStockApiKey } from '@/server/stock-api-keys/stock-api-keys';
import { KEY_FORM, ZCreateKey } from './create-key.schema';
import { KEYS_PATH, newKeyCookie } from './new-key-cookie';

/**
 * POST /stock/keys/create: a new key for one dealership, shown once on the next page view. Refused (no name),
 * back to the page with the message at the field.
 */
export const postStockKeyCreate = withDashboardWrite(
  { schema: ZCreateKey, back: () => KEYS_PATH, draft: { form: () => KEY_FORM, path: '/stock' } },
  async ({ viewer, input }) => {
    const { id, key } = await createStockApiKey(await getDb(), viewer, {
      dealershipId: input.dealership,
      name: input.name,
    });
    return seeOther(`${KEYS_PATH}?created=${id}`, [newKeyCookie(`${id}.${key}`)]);
  },
);
