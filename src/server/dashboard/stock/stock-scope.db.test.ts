import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, cars, searchStockVersions } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '../dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from '../viewer.types';
import { ZCarEdit } from './car-edit.schema';
import { arrangedPhotos, loadCarPhotos, realPhotos, writeCarPhotos } from './car-photos';
import { findCarInScope, findEditableCar } from './find-car-in-scope';
import { listStock } from './list-stock';
import { parseStockQuery } from './stock-query.schema';
import { updateStockCar } from './update-stock-car';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let carA2: number;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, now);
  const [row] = await handle.db
    .insert(cars)
    .values({
      slug: 'a2-car',
      dealershipId: f.a2,
      stocknum: 'A2-1',
      name: 'A2 Car',
      make: 'Mazda',
      model: 'CX-5',
      year: 2024,
      carType: 'used',
      price: 30000,
    })
    .returning({ id: cars.id });
  carA2 = row!.id;
}, 60_000);
afterAll(() => handle.close());

const stockOf = async (viewer: TViewer, params: Record<string, string> = {}) =>
  (await listStock(handle.db, viewer, parseStockQuery(params).query, now)).rows.map((r) => r.stocknum).sort();
const edit = (values: Record<string, string>) => ZCarEdit.parse({ show_on_dealer_website: 'yes', ...values });

describe('who sees which stock', () => {
  it.each<[string, keyof (typeof f)['people'], string[]]>([
    ['a platform admin: every car', 'platform', ['A2-1', 'alpha-1', 'beta-1']],
    ['a group admin: its site’s dealerships', 'groupAlpha', ['A2-1', 'alpha-1']],
    ['a group admin of the other site', 'groupBeta', ['beta-1']],
    ['a dealership manager: its dealership', 'managerA1', ['alpha-1']],
    ['a salesperson: its dealership, to look at', 'sam', ['alpha-1']],
    ['a person with no dealership: nothing', 'nobody', []],
  ])('%s', async (_, who, expected) => {
    expect(await stockOf(f.people[who])).toEqual(expected);
  });

  it('filters by condition, price, photos and status', async () => {
    const admin = f.people.platform;
    expect(await stockOf(admin, { condition: 'used', min_price: '25000', max_price: '35000' })).toEqual([
      'A2-1',
    ]);
    expect(await stockOf(admin, { photos: 'with' })).toEqual([]);
    expect(await stockOf(admin, { make: 'mazda', status: 'available' })).toEqual(['A2-1']);
    expect(await stockOf(admin, { age: 'over_90' })).toEqual([]);
  });

  it('a car outside the person’s scope is not found, whatever its id', async () => {
    await expect(findCarInScope(handle.db, f.people.managerA1, carA2)).rejects.toEqual(
      new DashboardError('not_found'),
    );
    await expect(findCarInScope(handle.db, f.people.groupBeta, f.alpha.carId)).rejects.toEqual(
      new DashboardError('not_found'),
    );
    await expect(findCarInScope(handle.db, f.people.platform, 'x1')).rejects.toEqual(
      new DashboardError('not_found'),
    );
    await expect(findCarInScope(handle.db, f.people.sam, f.alpha.carId)).resolves.toMatchObject({
      access: 'view',
    });
  });
});

describe('who may change stock', () => {
  it('a salesperson cannot edit its own dealership’s car', async () => {
    await expect(
      updateStockCar(handle.db, f.people.sam, String(f.alpha.carId), edit({ price: '1' })),
    ).rejects.toEqual(new DashboardError('stock_read_only'));
    await expect(findEditableCar(handle.db, f.people.sam, f.alpha.carId)).rejects.toEqual(
      new DashboardError('stock_read_only'),
    );
  });

  it('one dealership’s manager cannot touch another dealership’s car', async () => {
    await expect(
      updateStockCar(handle.db, f.people.managerA1, String(carA2), edit({ sold: 'yes' })),
    ).rejects.toEqual(new DashboardError('not_found'));
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carA2));
    expect(car!.sold).toBe(false);
  });

  it('one site’s admin cannot touch another site’s car', async () => {
    await expect(
      updateStockCar(handle.db, f.people.groupBeta, String(carA2), edit({ price: '5' })),
    ).rejects.toEqual(new DashboardError('not_found'));
  });

  it('a manager changes its car: saved, audited with before and after, search snapshot moved', async () => {
    const version = async () =>
      (
        await handle.db.select().from(searchStockVersions).where(eq(searchStockVersions.dealershipId, f.a1))
      )[0]!.version;
    const before = await version();
    const saved = await updateStockCar(
      handle.db,
      f.people.managerA1,
      String(f.alpha.carId),
      edit({ price: '$41,990', sold: 'yes', features: 'Tow bar\nCarPlay' }),
    );
    expect(saved).toMatchObject({ carId: f.alpha.carId, websiteIds: [f.alpha.site.id], changed: true });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, f.alpha.carId));
    expect(car).toMatchObject({ price: 41990, sold: true, features: ['Tow bar', 'CarPlay'] });
    expect(Number(await version())).toBeGreaterThan(Number(before));
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'car.updated'));
    expect(entry).toMatchObject({ userEmail: f.people.managerA1.email, websiteId: f.alpha.site.id });
    expect(entry!.after).toMatchObject({ carId: f.alpha.carId, price: 41990, sold: true });
    expect(entry!.before).toMatchObject({ sold: false });
    const again = await updateStockCar(
      handle.db,
      f.people.managerA1,
      String(f.alpha.carId),
      edit({ price: '41990', sold: 'yes', features: 'Tow bar\nCarPlay' }),
    );
    expect(again.changed).toBe(false);
  });

  it('records only what the person changed: a description sent back with CRLF line endings is not a change', async () => {
    const save = (price: string) =>
      updateStockCar(
        handle.db,
        f.people.managerA1,
        String(f.alpha.carId),
        edit({ price, description: 'One owner.\r\nFull logbooks.' }),
      );
    await save('39990');
    await handle.db
      .update(cars)
      .set({ description: 'One owner.\nFull logbooks.' })
      .where(eq(cars.id, f.alpha.carId));
    await handle.db.delete(auditLog);

    expect((await save('39990')).changed).toBe(false);
    expect(await save('38990')).toMatchObject({ changed: true });

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'car.updated'));
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { carId: f.alpha.carId, stocknum: expect.any(String), price: 39990 },
        { carId: f.alpha.carId, stocknum: expect.any(String), price: 38990 },
      ],
    ]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, f.alpha.carId));
    expect(car?.description).toBe('One owner.\nFull logbooks.');
  });

  it('a group admin edits a car of its site’s second dealership', async () => {
    await expect(
      updateStockCar(handle.db, f.people.groupAlpha, String(carA2), edit({ price: '29990' })),
    ).resolves.toMatchObject({ changed: true });
  });
});

describe('photos', () => {
  it('are written in order, reordered, and the primary image follows the first', async () => {
    const photo = (n: number) => ({
      url: `/media/cars/uploads/x/${n}.webp`,
      thumbUrl: `/media/t/${n}.webp`,
      width: 1200,
      height: 800,
    });
    await expect(findEditableCar(handle.db, f.people.managerA1, carA2)).rejects.toThrow('Not found.');
    const admin = await findEditableCar(handle.db, f.people.groupAlpha, carA2);
    await writeCarPhotos(handle.db, f.people.groupAlpha, admin, [photo(1), photo(2)], 'car.photos_added');
    const stored = realPhotos(await loadCarPhotos(handle.db, carA2));
    expect(stored.map((p) => p.url)).toEqual([photo(1).url, photo(2).url]);
    const arranged = arrangedPhotos(stored, stored[1]!.id, 'primary')!;
    await writeCarPhotos(
      handle.db,
      f.people.groupAlpha,
      await findEditableCar(handle.db, f.people.groupAlpha, carA2),
      arranged.photos,
      'car.photos_reordered',
    );
    expect((await loadCarPhotos(handle.db, carA2)).map((p) => p.url)).toEqual([photo(2).url, photo(1).url]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carA2));
    expect(car!.primaryImageUrl).toBe(photo(2).url);
  });
});

describe('arrangedPhotos', () => {
  const images = [1, 2, 3].map((id) => ({
    id,
    carId: 1,
    position: id - 1,
    url: `/${id}`,
    thumbUrl: `/${id}`,
    width: 1,
    height: 1,
    alt: '',
  }));
  const ids = (r: ReturnType<typeof arrangedPhotos>) => r?.photos.map((p) => p.id);
  it.each([
    [2, 'earlier', [2, 1, 3]],
    [1, 'earlier', [1, 2, 3]],
    [2, 'later', [1, 3, 2]],
    [3, 'later', [1, 2, 3]],
    [3, 'primary', [3, 1, 2]],
    [2, 'delete', [1, 3]],
  ] as const)('photo %i moved %s', (id, move, expected) => {
    expect(ids(arrangedPhotos(images, id, move))).toEqual(expected);
  });
  it('is null for a photo of another car', () => {
    expect(arrangedPhotos(images, 9, 'delete')).toBeNull();
  });
});
