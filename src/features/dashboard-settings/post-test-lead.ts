import { z } from 'zod';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { defaultTestLeadSenders, sendTestLead } from '@/server/site-settings/send-test-lead';

const ZTestLead = z.object({ index: z.coerce.number().int().min(0).max(50) });

/** POST /settings/{site}/test-lead: sends a test lead to one destination and says whether it arrived. */
export const postTestLead = withDashboardWrite<typeof ZTestLead, { site: string }>(
  { schema: ZTestLead, back: ({ site }) => `/settings/${encodeURIComponent(site)}/lead-destinations` },
  async ({ viewer, input, params }) => {
    const result = await sendTestLead(
      await getDb(),
      viewer,
      { slug: params.site, index: input.index },
      { senders: defaultTestLeadSenders(), cipher: getSettingsCipher() },
    );
    const back = `/settings/${encodeURIComponent(params.site)}/lead-destinations`;
    if (result.ok) return seeOther(`${back}?done=test_sent&to=${input.index}`);
    // Refused before any connection: there is no answer to report.
    if (result.refused) return seeOther(`${back}?error=test_refused&to=${input.index}`);
    return seeOther(`${back}?error=test_failed&to=${input.index}&status=${result.statusCode ?? 0}`);
  },
);
