import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { formatStockError } from './format-stock-error';
import { importStockRows, StockImportStopped, type TStockImportProgress } from './import-stock-rows';
import { parseStockFile } from './parse-stock-file';
import { createStockFixture } from './stock-import.fixture';
import type { TStockFormat } from './stock-row.types';

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(cars);
});

const HEADER =
  'stocknum,dealership_slug,make,model,year,badge,car_type,km,price,colour,fuel_type,simple_fuel,reserved,vin,description,images';

/** Five rows: line 4 has a malformed year, line 6 an unknown car type. */
function fiveRowCsv(prices = ['$45,990', '38990', '61,500']): string {
  return [
    HEADER,
    `N100,north,Toyota,RAV4,2023,GXL Hybrid,used,"12,345",${q(prices[0]!)},Silver,Petrol Hybrid,Hybrid,no,JTMW43FV00D123456,"Low kms, one owner",https://img.example.com/a.jpg|/media/n100-2.webp`,
    `N101,north,Mazda,CX-5,2022,Maxx Sport,demo,500,${q(prices[1]!)},Red,Petrol,,yes,,,`,
    'N102,north,Kia,Sportage,20x3,S,used,1000,29990,Blue,Petrol,,,,,',
    `S200,south,Tesla,Model 3,2024,,new,0,${q(prices[2]!)},White,Electric,electric,false,,,`,
    'S201,south,Ford,Ranger,2021,XLT,second-hand,50000,55000,Black,Diesel,,,,,',
  ].join('\n');
}

const q = (value: string) => (value.includes(',') ? `"${value}"` : value);

function run(
  content: string,
  format: TStockFormat = 'csv',
  options: Parameters<typeof importStockRows>[3] & { site?: typeof fx.harbour } = {},
) {
  const parsed = parseStockFile(content, format);
  return importStockRows(handle.db, options.site ?? fx.harbour, parsed.records, { format, ...options });
}

/** A CSV of `count` cars of dealership north, N0 … N{count-1}; `bad` line numbers get a malformed year. */
function manyRowCsv(count: number, bad: number[] = []): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `N${i},north,Kia,Rio,${bad.includes(i + 2) ? '20x0' : 2020},used,/media/n${i}.webp`,
  );
  return ['stocknum,dealership_slug,make,model,year,car_type,images', ...rows].join('\n');
}

/** Records every checkpoint's progress, without its errors. */
function progressLog() {
  const seen: Omit<TStockImportProgress, 'errors'>[] = [];
  return {
    seen,
    checkpoint: async (_tx: unknown, progress: TStockImportProgress) => {
      const { rowsDone, created, updated, rejected } = progress;
      const counts = { rowsDone, created, updated, rejected };
      seen.push(counts);
    },
  };
}

const carByStock = async (stocknum: string) =>
  (await handle.db.select().from(cars).where(eq(cars.stocknum, stocknum)))[0];

const imagesOf = (carId: number) =>
  handle.db.select().from(carImages).where(eq(carImages.carId, carId)).orderBy(asc(carImages.position));

describe('importStockRows', () => {
  it('imports the good rows of a file and rejects the bad ones by line and field', async () => {
    const result = await run(fiveRowCsv());

    expect(result).toMatchObject({ created: 3, updated: 0, rejected: 2 });
    expect(result.errors.map((e) => formatStockError('csv', e))).toEqual([
      `line 4: year: must be a year from 1900 to ${new Date().getFullYear() + 1}`,
      'line 6: car_type: must be one of new, used, demo',
    ]);
    expect(result.carIds).toHaveLength(3);
    expect(await handle.db.$count(cars)).toBe(3);
  });

  it('writes every field of a good row, derived ones included', async () => {
    await run(fiveRowCsv());
    const rav4 = await carByStock('N100');

    expect(rav4).toMatchObject({
      dealershipId: fx.dealerships.north.id,
      slug: '2023-toyota-rav4-gxl-hybrid-north-n100',
      name: '2023 Toyota RAV4 GXL Hybrid',
      make: 'Toyota',
      model: 'RAV4',
      year: 2023,
      badge: 'GXL Hybrid',
      carType: 'used',
      status: 'in_stock',
      km: 12345,
      price: 45990,
      colour: 'Silver',
      fuelType: 'Petrol Hybrid',
      simpleFuel: 'Hybrid',
      reserved: false,
      sold: false,
      showOnDealerWebsite: true,
      vin: 'JTMW43FV00D123456',
      description: 'Low kms, one owner',
      // No location_id: the primary showroom, not the service centre listed first.
      locationId: fx.locations.northShowroom.id,
      city: 'Chatswood',
      state: 'NSW',
      locationPhone: '02 9000 0002',
      paymentProcessors: [{ authorization_type: 'stripe', authorization_key: 'site-config' }],
      hasCheckoutPaymentProcessor: true,
      primaryImageUrl: 'https://img.example.com/a.jpg',
    });
    expect((await imagesOf(rav4!.id)).map((i) => [i.position, i.url, i.thumbUrl])).toEqual([
      [0, 'https://img.example.com/a.jpg', 'https://img.example.com/a.jpg'],
      [1, '/media/n100-2.webp', '/media/n100-2.webp'],
    ]);
    expect(await carByStock('N101')).toMatchObject({
      reserved: true,
      carType: 'demo',
      simpleFuel: null,
      vin: null,
    });
    expect(await carByStock('S200')).toMatchObject({
      simpleFuel: 'Electric',
      city: 'Kogarah',
      name: '2024 Tesla Model 3',
    });
  });

  it('updates the same cars on a second import, without duplicates', async () => {
    await run(fiveRowCsv());
    const before = await carByStock('N100');

    const again = await run(fiveRowCsv(['$44,990', '37990', '59,000']));

    expect(again).toMatchObject({ created: 0, updated: 3, rejected: 2 });
    expect(await handle.db.$count(cars)).toBe(3);
    const after = await carByStock('N100');
    expect(after).toMatchObject({
      id: before!.id,
      slug: before!.slug,
      price: 44990,
      createdAt: before!.createdAt,
    });
    expect((await carByStock('S200'))?.price).toBe(59000);
    expect(await imagesOf(after!.id)).toHaveLength(2);
  });

  it("rejects a row for another site's dealership on dealership_slug", async () => {
    const result = await run(`${HEADER}\nE1,elsewhere,Kia,Rio,2020,,used,1,1,,,,,,,`);

    expect(result.errors).toEqual([
      { line: 2, field: 'dealership_slug', message: '"elsewhere" is not a dealership of site harbour' },
    ]);
    expect(await handle.db.$count(cars)).toBe(0);
  });

  it('needs dealership_slug only when the site has more than one dealership', async () => {
    const csv = 'stocknum,make,model,year,car_type\nX1,Kia,Rio,2020,used';

    const harbour = await run(csv);
    const solo = await run(csv, 'csv', { site: fx.solo });

    expect(harbour.errors).toEqual([
      { line: 2, field: 'dealership_slug', message: 'is required: site harbour has 2 dealerships' },
    ]);
    expect(solo).toMatchObject({ created: 1, rejected: 0 });
    // An `offline` site takes no payment online: no processor, no checkout.
    expect(await carByStock('X1')).toMatchObject({
      dealershipId: fx.dealerships.elsewhere.id,
      city: 'Newcastle',
      paymentProcessors: [],
      hasCheckoutPaymentProcessor: false,
    });
  });

  it('reads JSON records, reporting errors by record number', async () => {
    const json = JSON.stringify({
      cars: [
        {
          stocknum: 'J1',
          dealership_slug: 'south',
          make: 'Hyundai',
          model: 'i30',
          year: 2021,
          car_type: 'used',
          km: 23456,
          price: 21990,
          sold: true,
          images: ['https://img.example.com/j1.jpg'],
          payment_processors: ['till'],
          interest_rate: 7.49,
          term_months: 60,
        },
        {
          stocknum: 'J2',
          dealership_slug: 'south',
          make: 'Hyundai',
          model: 'Kona',
          year: 2022,
          car_type: 'used',
          km: -5,
        },
      ],
    });

    const result = await run(json, 'json');

    expect(result).toMatchObject({ created: 1, rejected: 1 });
    expect(result.errors.map((e) => formatStockError('json', e))).toEqual([
      'record 2: km: must be a whole number of kilometres, e.g. 12,345',
    ]);
    expect(await carByStock('J1')).toMatchObject({
      km: 23456,
      sold: true,
      interestRate: '7.49',
      termMonths: 60,
      paymentProcessors: [{ authorization_type: 'till', authorization_key: 'site-config' }],
      primaryImageUrl: 'https://img.example.com/j1.jpg',
    });
  });

  it('replaces the photos when the images column is given, and keeps them when it is absent', async () => {
    const row = (images: string) =>
      `stocknum,dealership_slug,make,model,year,car_type,images\nP1,south,Kia,Rio,2020,used,${images}`;
    await run(row('/media/a.webp|/media/b.webp|/media/c.webp'));
    const car = await carByStock('P1');

    await run(row('/media/d.webp|/media/e.webp'));
    expect((await imagesOf(car!.id)).map((i) => i.url)).toEqual(['/media/d.webp', '/media/e.webp']);
    expect((await carByStock('P1'))?.primaryImageUrl).toBe('/media/d.webp');

    await run('stocknum,dealership_slug,make,model,year,car_type,price\nP1,south,Kia,Rio,2020,used,9990');
    expect(await imagesOf(car!.id)).toHaveLength(2);

    await run(row(''));
    expect(await imagesOf(car!.id)).toHaveLength(0);
    expect((await carByStock('P1'))?.primaryImageUrl).toBeNull();
  });

  it('leaves a column absent from the file unchanged and clears a blank one', async () => {
    await run(
      'stocknum,dealership_slug,make,model,year,car_type,price,colour\nC1,south,Kia,Rio,2020,used,9990,Red',
    );

    await run('stocknum,dealership_slug,make,model,year,car_type,price\nC1,south,Kia,Rio,2020,used,');

    expect(await carByStock('C1')).toMatchObject({ price: null, colour: 'Red' });
  });

  it('stores the drivetrain, doors and seats a feed gives, and clears them when blank', async () => {
    const header = 'stocknum,dealership_slug,make,model,year,car_type,drivetrain,doors,seats';
    await run(`${header}\nD1,south,Ford,Ranger,2021,used,4x4,4,5`);
    expect(await carByStock('D1')).toMatchObject({ drivetrain: '4x4', doors: 4, seats: 5 });

    await run(`${header}\nD1,south,Ford,Ranger,2021,used,,,`);
    expect(await carByStock('D1')).toMatchObject({ drivetrain: null, doors: null, seats: null });
  });

  it.each([
    ['12,345', 12345],
    ['1,000,000', 1000000],
    ['0', 0],
  ])('reads kilometres %s as %i', async (km, expected) => {
    await run(`stocknum,dealership_slug,make,model,year,car_type,km\nK1,south,Kia,Rio,2020,used,"${km}"`);
    expect((await carByStock('K1'))?.km).toBe(expected);
  });

  it('places a car at a named location of its dealership only', async () => {
    const csv = (locationId: number) =>
      `stocknum,dealership_slug,make,model,year,car_type,location_id\nL1,north,Kia,Rio,2020,used,${locationId}`;

    expect((await run(csv(fx.locations.northService.id))).created).toBe(1);
    expect(await carByStock('L1')).toMatchObject({ city: 'Hornsby', locationPhone: '02 9000 0001' });

    const other = await run(csv(fx.locations.southYard.id));
    expect(other.errors).toEqual([
      { line: 2, field: 'location_id', message: `${fx.locations.southYard.id} is not a location of north` },
    ]);
  });

  it('rejects a stock number repeated for the same dealership within one file', async () => {
    const result = await run(
      'stocknum,dealership_slug,make,model,year,car_type\nD1,north,Kia,Rio,2020,used\nD1,south,Kia,Rio,2020,used\nD1,north,Kia,Rio,2021,used',
    );

    expect(result).toMatchObject({ created: 2, rejected: 1 });
    expect(result.errors).toEqual([{ line: 4, field: 'stocknum', message: 'D1 already appears on line 2' }]);
  });

  it('gives a new car a free slug when another car already holds its slug', async () => {
    await run(
      'stocknum,dealership_slug,make,model,year,car_type\nA 1,north,Kia,Rio,2020,used\na-1,north,Kia,Rio,2020,used',
    );

    const slugs = (await handle.db.select({ slug: cars.slug }).from(cars).orderBy(asc(cars.id))).map(
      (c) => c.slug,
    );
    expect(slugs).toEqual(['2020-kia-rio-north-a-1', '2020-kia-rio-north-a-1-2']);
  });

  it('rolls back a row that fails in the database and carries on with the next', async () => {
    await handle.db.execute(sql`
      create or replace function refuse_broken_image() returns trigger language plpgsql as $$
      begin
        if new.url like '%broken%' then raise exception 'image store refused %', new.url; end if;
        return new;
      end $$`);
    await handle.db.execute(sql`
      create trigger refuse_broken_image before insert on car_images for each row execute function refuse_broken_image()`);
    try {
      const result = await run(
        'stocknum,dealership_slug,make,model,year,car_type,images\n' +
          'B1,north,Kia,Rio,2020,used,/media/ok.webp|/media/broken.webp\n' +
          'B2,north,Kia,Rio,2020,used,/media/ok.webp',
      );

      expect(result).toMatchObject({ created: 1, rejected: 1 });
      expect(result.errors[0]).toMatchObject({ line: 2, field: 'row' });
      expect(result.errors[0]?.message).toContain('could not be saved');
      // The car row written before the failing image insert is gone with it.
      expect(await carByStock('B1')).toBeUndefined();
      expect(await carByStock('B2')).toBeDefined();
    } finally {
      await handle.db.execute(sql`drop trigger refuse_broken_image on car_images`);
    }
  });

  it('writes in batches, committing the progress through each, a bad row rejected in its batch', async () => {
    const log = progressLog();

    const result = await run(manyRowCsv(7, [5]), 'csv', { batchRows: 3, checkpoint: log.checkpoint });

    expect(result).toMatchObject({ created: 6, rejected: 1 });
    expect(result.errors).toEqual([
      { line: 5, field: 'year', message: expect.stringMatching(/^must be a year/) },
    ]);
    expect(log.seen).toEqual([
      { rowsDone: 3, created: 3, updated: 0, rejected: 0 },
      { rowsDone: 6, created: 5, updated: 0, rejected: 1 },
      { rowsDone: 7, created: 6, updated: 0, rejected: 1 },
    ]);
    expect(await handle.db.$count(cars)).toBe(6);
    expect(await handle.db.$count(carImages)).toBe(6);
    // Every car of a batch keeps its own photo and slug.
    const n6 = await carByStock('N6');
    expect(n6?.slug).toBe('2020-kia-rio-north-n6');
    expect((await imagesOf(n6!.id)).map((i) => i.url)).toEqual(['/media/n6.webp']);
  });

  it('redoes a batch the database refuses a row at a time: only the bad row is lost', async () => {
    await handle.db.execute(sql`
      create or replace function refuse_n4() returns trigger language plpgsql as $$
      begin
        if new.stocknum = 'N4' then raise exception 'dealer system refused %', new.stocknum; end if;
        return new;
      end $$`);
    await handle.db.execute(
      sql`create trigger refuse_n4 before insert on cars for each row execute function refuse_n4()`,
    );
    try {
      const log = progressLog();
      const result = await run(manyRowCsv(7), 'csv', { batchRows: 3, checkpoint: log.checkpoint });

      expect(result).toMatchObject({ created: 6, rejected: 1 });
      expect(result.errors).toEqual([
        { line: 6, field: 'row', message: expect.stringContaining('could not be saved') },
      ]);
      expect(await carByStock('N4')).toBeUndefined();
      expect((await carByStock('N3'))?.primaryImageUrl).toBe('/media/n3.webp');
      expect(await carByStock('N5')).toBeDefined();
      // The second batch (lines 5 to 7) was committed a row at a time, each with its progress.
      expect(log.seen.map((p) => p.rowsDone)).toEqual([3, 4, 6, 6, 7]);
      expect(log.seen.at(-1)).toEqual({ rowsDone: 7, created: 6, updated: 0, rejected: 1 });
    } finally {
      await handle.db.execute(sql`drop trigger refuse_n4 on cars`);
    }
  });

  it('resumes a stopped run from its progress with the same counts as one run', async () => {
    const log = progressLog();
    const csv = `${manyRowCsv(7)}\nN1,north,Kia,Rio,2021,used,`;
    let stop = false;
    const first = run(csv, 'csv', {
      batchRows: 3,
      checkpoint: async (tx, progress) => {
        await log.checkpoint(tx, progress);
        stop = true;
      },
      stop: () => stop,
    });
    await expect(first).rejects.toEqual(new StockImportStopped(3));
    expect(await handle.db.$count(cars)).toBe(3);

    const resumed = await run(csv, 'csv', {
      batchRows: 3,
      resume: { ...log.seen[0]!, errors: [] },
    });

    expect(resumed).toMatchObject({ created: 7, updated: 0, rejected: 1 });
    // A stock number repeated after the restart point is still caught against its line before it.
    expect(resumed.errors).toEqual([{ line: 9, field: 'stocknum', message: 'N1 already appears on line 3' }]);
    expect(resumed.carIds).toHaveLength(4);
    expect(await handle.db.$count(cars)).toBe(7);
  });

  it('counts a dry run exactly like a real one and writes nothing', async () => {
    await run(fiveRowCsv());

    const result = await run(`${fiveRowCsv()}\nN103,north,Kia,Cerato,2019,S,used,1,1,,,,,,,`, 'csv', {
      dryRun: true,
    });

    expect(result).toMatchObject({ created: 1, updated: 3, rejected: 2, carIds: [] });
    expect(await handle.db.$count(cars)).toBe(3);
  });
});
