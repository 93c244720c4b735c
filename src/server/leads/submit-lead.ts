import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { getDb } from '@/server/db/db';
import type { TSite } from '@/server/websites/site.types';
import { checkTestDriveTime } from './check-test-drive-time';
import { createLead, type TCreateLeadResult } from './create-lead';
import { idempotencyKeyOf } from './idempotency-key-of';
import { assertHandlerOfSite } from './lead-ownership';
import type { TLead } from './lead-request.schema';
import { LEAD_SECRET_HEADER } from './lead-secret';

/** What the request says about itself that a lead keeps: browser, referring page, a partial lead's secret. */
export function leadMetaOf(headers: Headers) {
  return {
    userAgent: headers.get('user-agent'),
    referer: headers.get('referer'),
    secret: headers.get(LEAD_SECRET_HEADER),
  };
}

/**
 * The one write path of a new lead, whichever way it came (the lead API's JSON or form post, or a form posted
 * to a server action without JavaScript), once the site request gate has passed it and its schema has parsed
 * it: the handler kind must be the site's, the Idempotency-Key header (or the lead's own key) dedupes a
 * retry, a test drive's time must still be free, and createLead stores it with its deliveries.
 */
export async function submitLead({
  site,
  lead,
  headers,
  handler,
}: {
  site: TSite;
  lead: TLead;
  headers: Headers;
  handler: TCustomerHandlerKind;
}): Promise<TCreateLeadResult> {
  assertHandlerOfSite(site, handler);
  const db = await getDb();
  lead.idempotency_key = idempotencyKeyOf(headers, lead);
  await checkTestDriveTime(db, site, lead);
  return createLead(db, site, lead, leadMetaOf(headers), handler);
}
