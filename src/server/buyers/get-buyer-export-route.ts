import { getDb } from '@/server/db/db';
import { withBuyerSession } from '@/server/http/with-buyer-session';
import { ZNothing } from './buyer-request.schema';
import { exportBuyerData } from './export-buyer-data';

/** GET /api/account/export: "download my data", the account's data as a JSON file (APP 12, NZ IPP 6). */
export const getBuyerExportRoute = withBuyerSession(
  { schema: ZNothing, account: 'required', back: '/account', origin: false },
  async ({ site, account }) => {
    const data = await exportBuyerData(await getDb(), account, site);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="my-garage-${site.slug}.json"`,
      },
    });
  },
);
