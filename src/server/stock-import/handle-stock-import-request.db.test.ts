import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { MAX_STOCK_FILE_BYTES } from './handle-stock-import-request';
import { createStockFixture } from './stock-import.fixture';
import { stockImportRoute } from '@tests/stand-ins/stock-import-route';

const TOKEN = 'test-admin-token-0123456789';
const CSV =
  'stocknum,dealership_slug,make,model,year,car_type,vendor_ref\nH1,north,Kia,Rio,2020,used,x\nH2,north,Kia,Rio,20x0,used,y';

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;
let tags: string[];

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  tags = [];
  await handle.db.delete(cars);
});

function post(
  options: {
    query?: string;
    token?: string | null;
    type?: string;
    body?: BodyInit;
    headers?: HeadersInit;
  } = {},
) {
  const headers = new Headers(options.headers);
  if (options.token !== null) headers.set('authorization', `Bearer ${options.token ?? TOKEN}`);
  headers.set('content-type', options.type ?? 'text/csv; charset=utf-8');
  const request = new Request(`http://127.0.0.1/api/stock/import${options.query ?? '?site=harbour'}`, {
    method: 'POST',
    headers,
    body: options.body ?? CSV,
    duplex: 'half',
  } as RequestInit);
  return stockImportRoute({
    db: async () => handle.db,
    adminToken: () => TOKEN,
    revalidateTag: (tag) => tags.push(tag),
  })(request);
}

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: await res.json() };
}

describe('POST /api/stock/import', () => {
  it('imports the file, reports rejected rows and unknown columns, and revalidates the touched caches', async () => {
    const { status, body } = await answer(post());

    expect(status).toBe(200);
    expect(body).toEqual({
      created: 1,
      updated: 0,
      rejected: 1,
      errors: [{ line: 3, field: 'year', message: expect.stringMatching(/^must be a year/) }],
      warnings: ['warning: ignoring unknown columns: vendor_ref'],
      dryRun: false,
    });
    const [car] = await handle.db.select({ id: cars.id }).from(cars);
    expect(tags).toEqual([`site:${fx.harbour.id}`, `car:${car!.id}`]);
  });

  it('accepts JSON and a dry run, which writes and revalidates nothing', async () => {
    const json = JSON.stringify([
      { stocknum: 'J1', dealership_slug: 'south', make: 'Kia', model: 'Rio', year: 2020, car_type: 'new' },
    ]);

    const { status, body } = await answer(
      post({ query: '?site=harbour&dry_run=1', type: 'application/json', body: json }),
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, rejected: 0, dryRun: true });
    expect(await handle.db.$count(cars)).toBe(0);
    expect(tags).toEqual([]);
  });

  it.each([
    ['no Authorization header', null],
    ['a wrong token', 'test-admin-token-0123456780'],
    ['a longer token', `${TOKEN}0`],
  ])('answers 401 to %s', async (_label, token) => {
    const { status, body } = await answer(post({ token }));

    expect(status).toBe(401);
    expect(body.field).toBe('authorization');
    expect(await handle.db.$count(cars)).toBe(0);
  });

  it.each([
    ['a missing site', '', 400, 'site: is required (?site=<website slug>)'],
    ['an unknown site', '?site=nowhere', 404, 'site: unknown site "nowhere"'],
  ])('answers %s with the site field named', async (_label, query, status, error) => {
    expect(await answer(post({ query }))).toEqual({ status, body: { error, field: 'site' } });
  });

  it('answers 415 to a body that is neither CSV nor JSON', async () => {
    expect((await answer(post({ type: 'text/plain' }))).status).toBe(415);
  });

  it('answers 400 naming the file when it cannot be read', async () => {
    const { status, body } = await answer(post({ body: 'stocknum,make\nA1,Kia' }));

    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'file: line 1: the header has no model, year, car_type columns',
      field: 'file',
    });
  });

  it('answers 413 to a declared or an actual body over 20 MB', async () => {
    const declared = await answer(post({ headers: { 'content-length': String(MAX_STOCK_FILE_BYTES + 1) } }));
    const oversized = new Uint8Array(MAX_STOCK_FILE_BYTES + 1).fill(0x41);
    const streamed = await answer(post({ body: new Blob([oversized]).stream() }));

    expect([declared.status, streamed.status]).toEqual([413, 413]);
    expect(streamed.body.field).toBe('file');
  });
});
