import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb, TDbHandle } from '@/server/db/client';
import type { TViewer } from './viewer.types';
import { auditLog, catalogueModels, paymentEvents, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findReservationInScope } from './find-reservation-in-scope';
import { listReservations } from './list-reservations';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { updateReservationStatus, type TReservationChange } from './update-reservation-status';
import { DEMO_ONLY_CONFIG } from '@tests/fixtures/checkout-fixture';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let heldAlpha: string;
let paidBeta: string;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
  const reservation = (websiteId: number, carId: number, status: 'held' | 'paid', key: string) => ({
    websiteId,
    carId,
    kind: 'reserve' as const,
    processor: 'stripe' as const,
    status,
    amountCents: 50_000,
    currency: 'AUD' as const,
    idempotencyKey: key,
    customer: { name: 'Rita Reserve', email: 'rita@buyer.example' },
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const rows = await handle.db
    .insert(reservations)
    .values([
      reservation(f.alpha.site.id, f.alpha.carId, 'held', 'k1'),
      reservation(f.beta.site.id, f.beta.carId, 'paid', 'k2'),
    ])
    .returning({ id: reservations.id });
  [heldAlpha, paidBeta] = rows.map((r) => r.id) as [string, string];
  // Paid through the demo processor, whose refunds need no keys.
  await handle.db
    .update(reservations)
    .set({ processor: 'demo', paymentIntentId: 'demo_pi_paid_beta' })
    .where(eq(reservations.id, paidBeta));
  await handle.db.insert(paymentEvents).values({
    id: 'evt_1',
    processor: 'stripe',
    type: 'payment_intent.succeeded',
    reservationId: paidBeta,
    payload: {},
  });
}, 60_000);
afterAll(() => handle.close());

describe('who sees which reservations', () => {
  it.each<[string, keyof (typeof f)['people'], number]>([
    ['a platform admin: all', 'platform', 2],
    ['a group admin: its site’s', 'groupAlpha', 1],
    ['a dealership manager: its dealership’s cars', 'managerA1', 1],
    ['a salesperson: none', 'sam', 0],
    ['a manager of nothing: none', 'nobody', 0],
  ])('%s', async (_name, who, expected) => {
    const list = await listReservations(handle.db, f.people[who], 1);
    expect(list.rows).toHaveLength(expected);
    expect(list.total).toBe(expected);
  });

  it('a group admin cannot open another site’s reservation by id', async () => {
    expect(await findReservationInScope(handle.db, f.people.groupAlpha, paidBeta)).toBeNull();
    expect(await findReservationInScope(handle.db, f.people.groupBeta, paidBeta)).toMatchObject({
      events: [{ id: 'evt_1' }],
    });
    await expect(change(handle.db, f.people.groupAlpha, paidBeta, 'refund')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

/** The public cache tags an action revalidated. */
let revalidated: string[] = [];
const revalidate = (tag: string) => void revalidated.push(tag);

/** One action as the dashboard asks it: a refund with a reason, through the demo configuration. */
const change = (...[db, viewer, id, action]: [TDb, TViewer, string, 'cancel' | 'refund']) =>
  updateReservationStatus(
    db,
    viewer,
    id,
    (action === 'refund' ? { action, reason: 'test' } : { action }) satisfies TReservationChange,
    { revalidateTag: revalidate, payments: DEMO_ONLY_CONFIG },
  );

describe('reservation actions', () => {
  it('cancels a hold once, audited, and refreshes the car’s public pages', async () => {
    revalidated = [];
    await change(handle.db, f.people.managerA1, heldAlpha, 'cancel');
    expect(revalidated).toEqual([`car:${f.alpha.carId}`, `site:${f.alpha.site.id}`]);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, heldAlpha));
    expect(row!.status).toBe('cancelled');
    revalidated = [];
    await expect(change(handle.db, f.people.managerA1, heldAlpha, 'cancel')).rejects.toMatchObject({
      code: 'reservation_not_active',
    });
    expect(revalidated, 'nothing changed, nothing refreshed').toEqual([]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.reservationId, heldAlpha));
    expect(audit).toMatchObject([
      { action: 'reservation.cancelled', before: { status: 'held' }, after: { status: 'cancelled' } },
    ]);
  });

  it('refunds a paid reservation, and not a held one', async () => {
    revalidated = [];
    await change(handle.db, f.people.platform, paidBeta, 'refund');
    expect(revalidated).toEqual([`car:${f.beta.carId}`, `site:${f.beta.site.id}`]);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, paidBeta));
    expect(row!.status).toBe('refunded');
    await expect(change(handle.db, f.people.platform, heldAlpha, 'refund')).rejects.toMatchObject({
      code: 'reservation_not_paid',
    });
  });
});

describe('a deposit on a catalogue model (ADR 0020)', () => {
  it('is listed by its make and model, to its dealership’s manager, and cancelling it refreshes only the site', async () => {
    const [model] = await handle.db
      .insert(catalogueModels)
      .values({
        websiteId: f.alpha.site.id,
        manufacturerName: 'Toyota',
        name: 'HiLux ',
        slug: 'models/hilux',
        path: 'models/hilux',
        image: { url: null, thumb: null },
      })
      .returning({ id: catalogueModels.id });
    const [deposit] = await handle.db
      .insert(reservations)
      .values({
        websiteId: f.alpha.site.id,
        modelId: model!.id,
        dealershipId: f.a1,
        kind: 'reserve',
        processor: 'demo',
        status: 'held',
        amountCents: 50_000,
        currency: 'AUD',
        idempotencyKey: 'k-model',
        customer: { name: 'Mo Model', email: 'mo@buyer.example' },
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: reservations.id });
    const listed = async (who: keyof (typeof f)['people']) =>
      (await listReservations(handle.db, f.people[who], 1)).rows
        .filter((r) => r.id === deposit!.id)
        .map((r) => [r.carName, r.stocknum]);
    expect(await listed('managerA1')).toEqual([['Toyota HiLux', 'model deposit: no particular car']]);
    expect(await listed('groupAlpha')).toHaveLength(1);
    expect(await listed('groupBeta')).toEqual([]);
    expect(await findReservationInScope(handle.db, f.people.managerA1, deposit!.id)).toMatchObject({
      car: { name: 'Toyota HiLux', stocknum: 'model deposit: no particular car' },
    });
    revalidated = [];
    await change(handle.db, f.people.managerA1, deposit!.id, 'cancel');
    expect(revalidated).toEqual([`site:${f.alpha.site.id}`]);
  });

  it('is refused by the database with both a car and a model, or neither', async () => {
    const base = {
      websiteId: f.alpha.site.id,
      kind: 'reserve' as const,
      processor: 'demo' as const,
      amountCents: 50_000,
      currency: 'AUD' as const,
      customer: {},
      expiresAt: new Date(),
    };
    const [model] = await handle.db.select({ id: catalogueModels.id }).from(catalogueModels).limit(1);
    await expect(
      handle.db.insert(reservations).values({ ...base, idempotencyKey: 'k-neither' }),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insert(reservations)
        .values({ ...base, idempotencyKey: 'k-both', carId: f.alpha.carId, modelId: model!.id }),
    ).rejects.toThrow();
  });
});
