import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads, websites } from '@/server/db/schema';
import { jsonError } from '@/server/http/json-error';
import { retryParkedDeliveries } from './retry-parked-deliveries';
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

/** The site an admin request names by its slug, or the 404 answering it. */
async function findSite(db: TDb, siteSlug: string | null): Promise<{ error: Response } | { siteId: number }> {
  const [site] = siteSlug
    ? await db.select({ id: websites.id }).from(websites).where(eq(websites.slug, siteSlug)).limit(1)
    : [];
  if (!site) return { error: jsonError(404, `No site "${siteSlug ?? ''}".`, 'site') };
  return { siteId: site.id };
}

/** GET /api/leads/export?site=&format=csv|json|adf&since=YYYY-MM-DD (behind withAdminApiKey): the site's leads. */
export async function handleLeadExport(request: Request, db: TDb): Promise<Response> {
  const query = ZExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return jsonError(400, issue.message, issue.path.join('.') || null);
  }
  const found = await findSite(db, query.data.site);
  if ('error' in found) return found.error;
  const since = query.data.since ? new Date(`${query.data.since}T00:00:00Z`) : undefined;
  const body = formatLeadExport(await listLeadsForExport(db, found.siteId, since), query.data.format);
  return new Response(body, { headers: { 'content-type': CONTENT_TYPES[query.data.format] } });
}

/**
 * GET /api/leads/parked?site= (behind withAdminApiKey): the site's parked deliveries; POST requeues them (all, or
 * ?id=1,2).
 */
export async function handleParkedDeliveries(request: Request, db: TDb): Promise<Response> {
  const url = new URL(request.url);
  const found = await findSite(db, url.searchParams.get('site'));
  if ('error' in found) return found.error;
  if (request.method === 'POST') {
    const ids = url.searchParams.get('id')?.split(',').map(Number).filter(Number.isInteger);
    return Response.json({ requeued: await retryParkedDeliveries(db, found.siteId, ids) });
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
    .where(and(eq(leadDeliveries.status, 'parked'), eq(leads.websiteId, found.siteId)));
  return Response.json({ parked });
}
