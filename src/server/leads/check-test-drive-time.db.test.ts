import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import type { TSite } from '@/server/websites/site.types';
import { checkTestDriveTime } from './check-test-drive-time';
import { createLeadFixture, createLocationFixture } from '@tests/fixtures/lead-fixture';

let handle: TDbHandle;
let site: TSite;
let carId: number;
let locationId: number;
let otherLocationId: number;
// Monday 23 November 2026, 08:00 in Sydney.
const now = new Date('2026-11-22T21:00:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createLeadFixture(handle.db, 'td', []));
  locationId = await createLocationFixture(handle.db, site.dealershipIds[0]!, {
    name: 'Showroom',
    slug: 'showroom',
    bookingTimes: [{ weekday: 1, start: '09:00', end: '17:00' }],
  });
  await handle.db.update(cars).set({ locationId }).where(eq(cars.id, carId));
  const other = await createLeadFixture(handle.db, 'td-other', []);
  otherLocationId = await createLocationFixture(handle.db, other.site.dealershipIds[0]!, {
    name: 'Elsewhere',
    slug: 'elsewhere',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    bookingTimes: [{ weekday: 1, start: '09:00', end: '17:00' }],
  });
});

afterAll(() => handle.close());

describe('checkTestDriveTime', () => {
  it.each([
    ['an offered time', '2026-11-23T10:00', true],
    ['no time chosen', undefined, true],
    ['a time already past', '2026-11-20T10:00', false],
    ['outside the booking hours', '2026-11-23T18:00', false],
    ['a day without bookings', '2026-11-24T10:00', false],
  ])('%s', async (_case, dateTime, ok) => {
    const check = checkTestDriveTime(handle.db, site, { dateTime, car_id: carId }, now);
    if (ok) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toMatchObject({ status: 400, field: 'lead.dateTime' });
  });

  it.each([
    ['an offered time at the chosen location', '2026-11-23T10:00', true],
    ['a time already past at the chosen location', '2026-11-20T10:00', false],
    ["outside the chosen location's hours", '2026-11-23T18:00', false],
  ])('without a car: %s', async (_case, dateTime, ok) => {
    const check = checkTestDriveTime(handle.db, site, { dateTime, location_id: locationId }, now);
    if (ok) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toMatchObject({ status: 400, field: 'lead.dateTime' });
  });

  it("without a car or location: a past time is refused at the site's first location", async () => {
    await expect(
      checkTestDriveTime(handle.db, site, { dateTime: '2026-11-20T10:00' }, now),
    ).rejects.toMatchObject({ status: 400, field: 'lead.dateTime' });
    await expect(
      checkTestDriveTime(handle.db, site, { dateTime: '2026-11-23T10:00' }, now),
    ).resolves.toBeUndefined();
  });

  it('a site without locations takes the time as sent, naming no field the visitor did not send', async () => {
    const bare = await createLeadFixture(handle.db, 'td-bare', []);
    await expect(
      checkTestDriveTime(handle.db, bare.site, { dateTime: '2026-11-23T10:00' }, now),
    ).resolves.toBeUndefined();
  });

  it("refuses another site's location, naming the field", async () => {
    const check = checkTestDriveTime(
      handle.db,
      site,
      { dateTime: '2026-11-23T10:00', location_id: otherLocationId },
      now,
    );
    await expect(check).rejects.toMatchObject({ status: 400, field: 'lead.location_id' });
  });
});
