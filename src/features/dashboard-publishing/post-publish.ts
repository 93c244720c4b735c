import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { setSitePublished } from '@/server/publishing/set-site-published';
import { revalidateSiteLookup } from '@/server/websites/revalidate-site-lookup';
import { publishPath } from './publish-path';

const ZPublish = z.object({ publish: z.enum(['0', '1']) });

/**
 * POST /settings/{site}/publish/save: `publish=1` publishes the site (refused while a blocker of its checklist
 * stands: back to the list, which says so), `publish=0` unpublishes it. Audited; the site's lookup and the site
 * pages that read it are revalidated at once (its cached stock and content stay).
 */
export const postPublish = withDashboardWrite<typeof ZPublish, { site: string }>(
  { schema: ZPublish, back: ({ site }) => publishPath(site) },
  async ({ viewer, input, params }) => {
    const publish = input.publish === '1';
    const result = await setSitePublished(await getDb(), viewer, params.site, publish);
    const back = publishPath(params.site);
    if (!result.ok) return seeOther(`${back}?error=publish_blocked#blockers-title`);
    revalidateSiteLookup(result.websiteId);
    return seeOther(`${back}?done=${publish ? 'published' : 'unpublished'}`);
  },
);
