import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websiteDealerships, websites } from '@/server/db/schema';
import { decodeStockFile } from '@/server/stock-import/decode-stock-file';
import { findImportSiteById } from '@/server/stock-import/find-import-site';
import { formatUnknownColumns } from '@/server/stock-import/format-stock-error';
import { importStockRows } from '@/server/stock-import/import-stock-rows';
import { parseStockFile } from '@/server/stock-import/parse-stock-file';
import { StockFileError } from '@/server/stock-import/stock-file-error';
import type { TStockFormat, TStockImportResult } from '@/server/stock-import/stock-row.types';
import { DashboardError } from '../dashboard-error';
import { recordAudit } from '../record-audit';
import type { TViewer } from '../viewer.types';
import { listEditableDealerships } from './list-editable-dealerships';
import { dealershipSiteIds } from './stock-scope';
import type { TStagedStockImport } from './staged-stock-import';

const SCOPE = 'you may change';

/** The site and the dealerships of it this person may import into; not found when none. */
async function importTarget(db: TDb, viewer: TViewer, siteId: number) {
  const site = await findImportSiteById(db, siteId);
  const editable = site ? await listEditableDealerships(db, viewer) : [];
  const ids: number[] = [];
  for (const d of editable) if ((await dealershipSiteIds(db, d.id)).includes(siteId)) ids.push(d.id);
  if (!site || ids.length === 0) throw new DashboardError('not_found');
  return { site, only: { dealershipIds: ids, scope: SCOPE } };
}

/**
 * The preview of a dashboard upload: the whole-file error, or the counts and every row's errors from a dry
 * run (each row written and rolled back, so database constraints are checked too). Nothing is kept.
 */
export async function previewStockImport(
  db: TDb,
  viewer: TViewer,
  upload: { siteId: number; bytes: Uint8Array; format: TStockFormat },
): Promise<{ text: string; preview: TStagedStockImport['preview'] }> {
  const { site, only } = await importTarget(db, viewer, upload.siteId);
  let text = '';
  try {
    text = decodeStockFile(upload.bytes);
    const parsed = parseStockFile(text, upload.format);
    const result = await importStockRows(db, site, parsed.records, {
      format: upload.format,
      dryRun: true,
      only,
    });
    const { created, updated, rejected, errors } = result;
    return {
      text,
      preview: { created, updated, rejected, errors, warnings: formatUnknownColumns(parsed.unknownColumns) },
    };
  } catch (error) {
    if (error instanceof StockFileError) return { text, preview: { fileError: error.message } };
    throw error;
  }
}

/** Imports a previewed file for real (the same upsert by stock number), on record in the audit log. */
export async function confirmStockImport(
  db: TDb,
  viewer: TViewer,
  staged: TStagedStockImport,
): Promise<TStockImportResult & { siteIds: number[] }> {
  const { site, only } = await importTarget(db, viewer, staged.siteId);
  const parsed = parseStockFile(staged.text, staged.format);
  const result = await importStockRows(db, site, parsed.records, { format: staged.format, only });
  await recordAudit(db, viewer, {
    websiteId: site.id,
    action: 'stock.imported',
    before: null,
    after: {
      file: staged.fileName,
      created: result.created,
      updated: result.updated,
      rejected: result.rejected,
    },
  });
  const siteIds = new Set([site.id]);
  for (const id of only.dealershipIds) for (const s of await dealershipSiteIds(db, id)) siteIds.add(s);
  return { ...result, siteIds: [...siteIds] };
}

/** The sites the person may import stock into: those showing a dealership whose stock they may change. */
export async function listImportSites(db: TDb, viewer: TViewer): Promise<{ id: number; name: string }[]> {
  const editable = await listEditableDealerships(db, viewer);
  if (editable.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: websites.id, name: websites.name })
    .from(websites)
    .innerJoin(websiteDealerships, eq(websiteDealerships.websiteId, websites.id))
    .where(
      inArray(
        websiteDealerships.dealershipId,
        editable.map((d) => d.id),
      ),
    )
    .orderBy(asc(websites.name));
  return rows;
}
