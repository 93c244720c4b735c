import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import type { TAdminCaller } from '@/server/http/with-admin-api-key';
import type { TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';
import { findStockImportJob, type TStockImportJobState } from './stock-import-jobs';

const ZJobId = z.uuid();

/** A key reads the jobs of its own dealership on its own site (another key of it too, after a rotation). */
function mayRead(job: TStockImportJobState, caller: TAdminCaller<TStockApiKeyScope>): boolean {
  if (caller.admin) return true;
  const { key } = caller;
  return (
    job.websiteId === key.websiteId &&
    job.dealershipIds?.length === 1 &&
    job.dealershipIds[0] === key.dealershipId
  );
}

/**
 * GET /api/stock/import/jobs/{id}: how far a large feed's job has come, for the key that posted it (or the admin
 * token). `errors` are the rejected rows so far, as a synchronous answer lists them; another dealership's job is
 * not found, the same answer as no job.
 */
export async function handleStockImportJobRequest(
  id: string,
  caller: TAdminCaller<TStockApiKeyScope>,
  deps: { db: () => Promise<TDb> },
): Promise<Response> {
  const job = ZJobId.safeParse(id).success ? await findStockImportJob(await deps.db(), id) : null;
  if (!job || !mayRead(job, caller))
    return Response.json({ error: 'id: no such import job', field: 'id' }, { status: 404 });
  return Response.json(
    {
      id: job.id,
      status: job.status,
      rows_done: job.rowsDone,
      rows_total: job.rowsTotal,
      created: job.created,
      updated: job.updated,
      rejected: job.rejected,
      errors: job.errors,
      warnings: job.warnings,
      dry_run: job.dryRun,
      ...(job.status === 'failed' && { error: job.lastError }),
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
