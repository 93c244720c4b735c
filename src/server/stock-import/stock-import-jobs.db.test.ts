import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, cars, stockApiKeys, stockImportJobs } from '@/server/db/schema';
import { recordStockKeyImport, type TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { stockImportJobRoute, stockImportRoute } from '@tests/stand-ins/stock-import-route';
import { stockImportBatchRows } from './import-stock-rows';
import { resumeStockImportJobs, runStockImportJob } from './run-stock-import-job';
import {
  claimStockImportJob,
  findStockImportJob,
  listStockImportJobs,
  SYNC_IMPORT_MAX_ROWS,
} from './stock-import-jobs';
import { createStockFixture } from './stock-import.fixture';

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;
let keys: Record<'north' | 'south', TStockApiKeyScope>;
let tags: string[];
let afterResponse: (() => Promise<void>)[];

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
  const key = async (dealershipId: number, prefix: string) => {
    const [k] = await handle.db
      .insert(stockApiKeys)
      .values({ dealershipId, websiteId: fx.harbour.id, name: prefix, prefix, keyHash: `hash-${prefix}` })
      .returning();
    return { id: k!.id, dealershipId, websiteId: fx.harbour.id, prefix };
  };
  keys = {
    north: await key(fx.dealerships.north.id, 'fcsk_nor'),
    south: await key(fx.dealerships.south.id, 'fcsk_sou'),
  };
}, 30_000);
afterAll(() => handle.close());
beforeEach(async () => {
  tags = [];
  afterResponse = [];
  await handle.db.delete(stockImportJobs);
  await handle.db.delete(cars);
});

const access = {
  db: async () => handle.db,
  adminToken: () => 'test-admin-token-0123456789',
  findApiKey: async (_db: unknown, token: string) =>
    token === 'key-north' ? keys.north : token === 'key-south' ? keys.south : null,
};
const jobDeps = {
  revalidateTag: (tag: string) => tags.push(tag),
  recordKeyImport: recordStockKeyImport,
};

/** A feed of `count` cars of the key's dealership (no dealership column: the key names it); line 3 is bad. */
function feed(count: number, options: { allBad?: boolean } = {}): string {
  const year = (i: number) => (options.allBad || i === 1 ? '20x0' : 2020);
  const rows = Array.from({ length: count }, (_, i) => `F${i},Kia,Rio,${year(i)},used,${9990 + i}`);
  return ['stocknum,make,model,year,car_type,price', ...rows].join('\n');
}

function post(body: string, query = '') {
  const request = new Request(`http://127.0.0.1/api/stock/import${query}`, {
    method: 'POST',
    headers: { authorization: 'Bearer key-north', 'content-type': 'text/csv' },
    body,
  });
  return stockImportRoute({
    ...access,
    ...jobDeps,
    runAfterResponse: (task) => afterResponse.push(task),
  })(request);
}

async function poll(id: string, token = 'key-north') {
  const request = new Request(`http://127.0.0.1/api/stock/import/jobs/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await stockImportJobRoute(access)(request, id);
  return { status: response.status, body: await response.json() };
}

describe('large stock feeds', () => {
  it(`answers a feed of ${SYNC_IMPORT_MAX_ROWS} rows at once, and one row more with 202 and a job`, async () => {
    // Rows rejected before the database keep this check fast: the limit counts rows, good or bad.
    const atLimit = await post(feed(SYNC_IMPORT_MAX_ROWS, { allBad: true }));
    expect(atLimit.status).toBe(200);
    expect(await atLimit.json()).toMatchObject({ created: 0, rejected: SYNC_IMPORT_MAX_ROWS });
    expect(afterResponse).toHaveLength(0);

    const total = SYNC_IMPORT_MAX_ROWS + 1;
    const response = await post(feed(total));
    const body = await response.json();
    expect(response.status).toBe(202);
    expect(response.headers.get('location')).toBe(`/api/stock/import/jobs/${body.id}`);
    expect(body).toMatchObject({ status: 'queued', rows_done: 0, rows_total: total });
    expect(await handle.db.$count(cars)).toBe(0);
    expect((await poll(body.id)).body).toMatchObject({ status: 'queued', rows_done: 0, rows_total: total });

    await Promise.all(afterResponse.map((task) => task()));

    const { status, body: done } = await poll(body.id);
    expect(status).toBe(200);
    expect(done).toMatchObject({ status: 'done', rows_done: total, rows_total: total, created: total - 1 });
    expect(done.errors).toEqual([
      { line: 3, field: 'year', message: expect.stringMatching(/^must be a year/) },
    ]);
    expect(await handle.db.$count(cars)).toBe(total - 1);
    // The file is let go once imported; the caches of the key's site are refreshed: its tag covers the car pages.
    const [kept] = await handle.db.select({ file: stockImportJobs.file }).from(stockImportJobs);
    expect(kept?.file).toBeNull();
    expect(tags).toEqual([`site:${fx.harbour.id}`]);
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'stock.imported'));
    // The synchronous post at the limit is on record too; the job's entry has the job's counts.
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ keyId: keys.north.id, created: total - 1, rejected: 1 }),
    );

    // The dashboard's stock import lists it to those who may change the key's dealership only.
    const scope = (dealershipId: number) => ({ websiteIds: [fx.harbour.id], dealershipIds: [dealershipId] });
    expect(await listStockImportJobs(handle.db, scope(fx.dealerships.north.id))).toMatchObject([
      { id: body.id, status: 'done', rowsDone: total, keyPrefix: 'fcsk_nor', firstErrors: done.errors },
    ]);
    expect(await listStockImportJobs(handle.db, scope(fx.dealerships.south.id))).toEqual([]);

    // Another dealership's key does not see the job; an unknown id is the same 404.
    expect(await poll(body.id, 'key-south')).toEqual({
      status: 404,
      body: { error: 'id: no such import job', field: 'id' },
    });
    expect((await poll('not-a-job')).status).toBe(404);
    expect((await poll(body.id, 'key-none')).status).toBe(401);
  }, 60_000);

  it('answers 202 from the first rows: the job reads the rest, counts its records and fails on a broken file', async () => {
    // Rows rejected before the database keep this fast; 3,000 rows are more than the post's first chunks of
    // parsing. A quoted value over two lines: the post, which stops reading after 2,001 records, counts lines.
    const total = 3000;
    const rows = feed(total, { allBad: true }).replace(',used,9991', ',used,"99\n91"');
    const first = await post(rows);
    expect(first.status).toBe(202);
    const { id, rows_total: counted } = await first.json();
    expect(counted).toBe(total + 1);
    await Promise.all(afterResponse.splice(0).map((task) => task()));
    expect((await poll(id)).body).toMatchObject({ status: 'done', rows_total: total, rejected: total });

    // A quote left open at the end: the post never reads that far (a 202, not a 400); its job fails saying where.
    const broken = await post(`${rows}\nZ1,"Kia,Rio,2020,used,1`);
    expect(broken.status).toBe(202);
    const { id: brokenId } = await broken.json();
    await Promise.all(afterResponse.map((task) => task()));
    expect((await poll(brokenId)).body).toMatchObject({
      status: 'failed',
      error: `line ${total + 3}: cannot read the CSV: a quoted value opened on this line is never closed`,
      rows_done: 0,
    });
  }, 30_000);

  it('goes on after a restart from the last committed batch, counting each row once', async () => {
    const total = SYNC_IMPORT_MAX_ROWS + 1;
    const { id } = await (await post(feed(total))).json();
    // The server that took the post stops after its first batch (a shutdown between batches).
    const claimed = await claimStockImportJob(handle.db, { id });
    await runStockImportJob(handle.db, claimed!, { ...jobDeps, stop: () => true });
    expect((await poll(id)).body).toMatchObject({
      status: 'running',
      rows_done: stockImportBatchRows(handle.db),
    });
    // The raw feed stays with the job: the restarted server reads it again (the post's parsing is long gone).
    const [kept] = await handle.db.select({ file: stockImportJobs.file }).from(stockImportJobs);
    expect(kept?.file).toMatch(/^stocknum,make,model,year,car_type,price\nF0,/);
    // The post's own task finds the job taken or handed back; here the scheduler of the "restarted" server has it.
    expect(await resumeStockImportJobs(handle.db, jobDeps)).toBe(1);

    const deadline = Date.now() + 30_000;
    let state = await findStockImportJob(handle.db, id);
    while (state?.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await findStockImportJob(handle.db, id);
    }
    expect(state).toMatchObject({
      status: 'done',
      rowsDone: total,
      created: total - 1,
      updated: 0,
      rejected: 1,
    });
    expect(state?.errors).toHaveLength(1);
    expect(await handle.db.$count(cars)).toBe(total - 1);
  }, 60_000);

  it("leaves a crashed server's job alone until its lease runs out, then gives it up after 5 attempts", async () => {
    const { id } = await (await post(feed(SYNC_IMPORT_MAX_ROWS + 1), '?dry_run=1')).json();
    const now = new Date();
    // kill -9 right after the claim: nothing is written, the lease still holds it.
    expect(await claimStockImportJob(handle.db, { id, now, leaseMs: 60_000 })).not.toBeNull();
    expect(await claimStockImportJob(handle.db, { now: new Date(now.getTime() + 59_000) })).toBeNull();
    expect(await claimStockImportJob(handle.db, { now: new Date(now.getTime() + 61_000) })).toMatchObject({
      id,
      attempts: 2,
    });

    await handle.db.update(stockImportJobs).set({ attempts: 5, leaseUntil: now, lastError: 'out of memory' });
    const sixth = await claimStockImportJob(handle.db, { id });
    await runStockImportJob(handle.db, sixth!, jobDeps);

    expect((await poll(id)).body).toMatchObject({
      status: 'failed',
      error: 'gave up after 5 attempts: out of memory',
      rows_done: 0,
    });
    expect(await handle.db.$count(cars)).toBe(0);
  });
});
