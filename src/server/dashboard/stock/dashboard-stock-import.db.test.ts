import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, cars } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createStockFixture } from '@/server/stock-import/stock-import.fixture';
import { DashboardError } from '../dashboard-error';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from '../viewer.types';
import { confirmStockImport, listImportSites, previewStockImport } from './dashboard-stock-import';
import { loadStagedStockImport, stageStockImport } from './staged-stock-import';

const CSV = [
  'stocknum,dealership_slug,make,model,year,car_type',
  'D1,north,Kia,Rio,2021,used',
  'D2,north,Kia,Rio,2O21,used',
  'D3,south,Kia,Rio,2021,used',
].join('\n');

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;
let manager: TViewer;
let sales: TViewer;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
  manager = await createViewer(handle.db, 'North Boss', 'dealership_manager', {
    dealershipId: fx.dealerships.north.id,
  });
  sales = await createViewer(handle.db, 'North Seller', 'salesperson', {
    dealershipId: fx.dealerships.north.id,
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'fc-stock-upload-'));
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the dashboard import', () => {
  it('previews every bad line and writes nothing; a manager may not write another dealership', async () => {
    const { text, preview } = await previewStockImport(handle.db, manager, {
      siteId: fx.harbour.id,
      format: 'csv',
      bytes: new TextEncoder().encode(CSV),
    });
    expect(preview).toEqual({
      created: 1,
      updated: 0,
      rejected: 2,
      errors: [
        { line: 3, field: 'year', message: expect.stringMatching(/^must be a year from 1900 to \d{4}$/) },
        { line: 4, field: 'dealership_slug', message: '"south" is not a dealership you may change' },
      ],
      warnings: [],
    });
    expect(text).toBe(CSV);
    expect(await handle.db.select().from(cars)).toEqual([]);
  });

  it('names a whole-file error instead of rows', async () => {
    const { preview } = await previewStockImport(handle.db, manager, {
      siteId: fx.harbour.id,
      format: 'csv',
      bytes: new TextEncoder().encode('make,model\nKia,Rio'),
    });
    expect(preview).toEqual({ fileError: expect.stringContaining('stocknum') });
  });

  it('keeps the upload for its owner only, then imports it with the same upsert, audited', async () => {
    const staged = {
      userId: manager.userId,
      siteId: fx.harbour.id,
      fileName: 'stock.csv',
      format: 'csv' as const,
      text: CSV,
      stagedAt: Date.now(),
      preview: { created: 1, updated: 0, rejected: 2, errors: [], warnings: [] },
    };
    const id = await stageStockImport(staged, dataDir);
    expect(await loadStagedStockImport(id, sales.userId, Date.now(), dataDir)).toBeNull();
    expect(await loadStagedStockImport(id, manager.userId, Date.now() + 2 * 3_600_000, dataDir)).toBeNull();
    expect(await loadStagedStockImport('../../etc/passwd', manager.userId, Date.now(), dataDir)).toBeNull();
    const loaded = (await loadStagedStockImport(id, manager.userId, Date.now(), dataDir))!;
    const result = await confirmStockImport(handle.db, manager, loaded);
    expect(result).toMatchObject({ created: 1, updated: 0, rejected: 2, siteIds: [fx.harbour.id] });
    const written = await handle.db.select().from(cars).where(eq(cars.stocknum, 'D1'));
    expect(written).toHaveLength(1);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'stock.imported'));
    expect(entry!.after).toEqual({ file: 'stock.csv', created: 1, updated: 0, rejected: 2 });
  });

  it('is not offered to a salesperson, and refuses one', async () => {
    expect(await listImportSites(handle.db, sales)).toEqual([]);
    expect((await listImportSites(handle.db, manager)).map((s) => s.id)).toEqual([fx.harbour.id]);
    await expect(
      previewStockImport(handle.db, sales, {
        siteId: fx.harbour.id,
        format: 'csv',
        bytes: new Uint8Array([65]),
      }),
    ).rejects.toEqual(new DashboardError('not_found'));
    await expect(
      previewStockImport(handle.db, manager, {
        siteId: fx.solo.id,
        format: 'csv',
        bytes: new Uint8Array([65]),
      }),
    ).rejects.toEqual(new DashboardError('not_found'));
  });
});
