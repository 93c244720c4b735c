import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bearerTokenMatches, getAdminToken } from '@/server/admin/admin-token';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads, websites } from '@/server/db/schema';
import { jsonError } from '@/server/http/json-error';
import { retryParkedDeliveries } from '@/server/outbox/retry-parked-deliveries';
import { EXPORT_FORMATS, formatLeadExport } from './format-lead-export';
import { listLeadsForExport } from './list-leads-for-export';

const ZExportQuery = z.object({
  site: z.string().min(1, 'site is required'),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  since: z.iso.date({ message: 'since must be a date, YYYY-MM-DD' }).optional(),
});

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  adf: 'application/x-adf+xml',
};

async function authorise(
  request: Request,
  db: TDb,
  siteSlug: string | null,
): Promise<{ error: Response } | { siteId: number }> {
  if (!bearerTokenMatches(request.headers.get('authorization'), getAdminToken())) {
    return { error: jsonError(401, 'A valid admin bearer token is required.') };
  }
  const [site] = siteSlug
    ? await db.select({ id: websites.id }).from(websites).where(eq(websites.slug, siteSlug)).limit(1)
    : [];
  if (!site) return { error: jsonError(404, `No site "${siteSlug ?? ''}".`, 'site') };
  return { siteId: site.id };
}

/** GET /api/leads/export?site=&format=csv|json|adf&since=YYYY-MM-DD (admin token): the site's leads. */
export async function handleLeadExport(request: Request, db: TDb): Promise<Response> {
  const query = ZExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return jsonError(400, issue.message, issue.path.join('.') || null);
  }
  const auth = await authorise(request, db, query.data.site);
  if ('error' in auth) return auth.error;
  const since = query.data.since ? new Date(`${query.data.since}T00:00:00Z`) : undefined;
  const body = formatLeadExport(await listLeadsForExport(db, auth.siteId, since), query.data.format);
  return new Response(body, { headers: { 'content-type': CONTENT_TYPES[query.data.format] } });
}

/** GET /api/leads/parked?site= (admin): the site's parked deliveries; POST requeues them (all, or ?id=1,2). */
export async function handleParkedDeliveries(request: Request, db: TDb): Promise<Response> {
  const url = new URL(request.url);
  const auth = await authorise(request, db, url.searchParams.get('site'));
  if ('error' in auth) return auth.error;
  if (request.method === 'POST') {
    const ids = url.searchParams.get('id')?.split(',').map(Number).filter(Number.isInteger);
    return Response.json({ requeued: await retryParkedDeliveries(db, auth.siteId, ids) });
  }
  const parked = await db
    .select({
      id: leadDeliveries.id,
      lead_id: leadDeliveries.leadId,
      destination: leadDeliveries.destination,
      attempts: leadDeliveries.attempts,
      last_error: leadDeliveries.lastError,
    })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.status, 'parked'), eq(leads.websiteId, auth.siteId)));
  return Response.json({ parked });
}
