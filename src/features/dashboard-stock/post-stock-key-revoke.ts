import { z } from 'zod';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { revokeStockApiKey } from '@/server/stock-api-keys/stock-api-keys';
import { KEYS_PATH, newKeyCookie } from './new-key-cookie';

/** POST /stock/keys/{id}/revoke: the key's next request gets 401. */
export const postStockKeyRevoke = withDashboardWrite<z.ZodObject, { id: string }>(
  { schema: z.object({}), back: () => KEYS_PATH },
  async ({ viewer, params }) => {
    const id = Number(params.id);
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)
      await revokeStockApiKey(await getDb(), viewer, id);
    else return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
    return seeOther(`${KEYS_PATH}?done=revoked`, [newKeyCookie('', 0)]);
  },
);
