import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { paymentEvents, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { updateReservationStatus } from '@/server/dashboard/update-reservation-status';
import { DEMO_ONLY_CONFIG } from '@tests/fixtures/checkout-fixture';
import { draftCookie } from '@/server/dashboard/form-draft';
import { reservationForm } from './reservation-action.schema';
import type { TViewer } from '@/server/dashboard/viewer.types';

// The pages as the dashboard renders them, on real reservation rows; only the session is set by the test.
const state = vi.hoisted(() => ({ db: null as unknown, viewer: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/dashboard/get-viewer', () => ({ getViewer: async () => state.viewer }));
// The draft cookie of a refused form: the one the test sets, or none.
const jar = vi.hoisted(() => ({ draft: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (jar.draft === undefined ? undefined : { value: jar.draft }) }),
}));

const { ReservationsPage } = await import('./reservations-page');
const { ReservationPage } = await import('./reservation-page');

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let held: string;
let paid: string;
const expiresAt = new Date('2026-12-01T03:30:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  f = await createInboxFixture(handle.db, new Date());
  const row = (websiteId: number, carId: number, status: 'held' | 'paid', key: string, cents: number) => ({
    websiteId,
    carId,
    kind: status === 'paid' ? ('buy' as const) : ('reserve' as const),
    processor: 'stripe' as const,
    status,
    amountCents: cents,
    currency: 'AUD' as const,
    idempotencyKey: key,
    paymentIntentId: `pi_${key}`,
    customer: { name: `Rita ${key}`, email: `rita.${key}@buyer.example` },
    expiresAt,
  });
  const rows = await handle.db
    .insert(reservations)
    .values([
      row(f.alpha.site.id, f.alpha.carId, 'held', 'held1', 50_000),
      row(f.beta.site.id, f.beta.carId, 'paid', 'paid1', 5_299_000),
    ])
    .returning({ id: reservations.id });
  [held, paid] = rows.map((r) => r.id) as [string, string];
  await handle.db.insert(paymentEvents).values({
    id: 'evt_paid1',
    processor: 'stripe',
    type: 'payment_intent.succeeded',
    reservationId: paid,
    payload: {},
  });
}, 60_000);
afterAll(() => handle.close());

async function list(viewer: TViewer) {
  state.viewer = viewer;
  return renderToStaticMarkup(await ReservationsPage({ page: '1' }));
}

async function detail(viewer: TViewer, id: string, searchParams = {}) {
  state.viewer = viewer;
  return renderToStaticMarkup(await ReservationPage({ id, searchParams }));
}

describe('the reservations list', () => {
  it('shows each reservation the person may see: car, buyer, amount, processor, status, expiry', async () => {
    const html = await list(f.people.platform);
    expect(html).toContain(`href="/reservations/${held}"`);
    expect(html).toContain(`href="/reservations/${paid}"`);
    expect(html).toContain('2022 Toyota HiLux SR5');
    expect(html).toContain('Rita held1 · rita.held1@buyer.example');
    expect(html).toContain('$500.00 (reservation)');
    expect(html).toContain('$52,990.00 (purchase)');
    expect(html).toMatch(/<td class="p-2">stripe<\/td><td class="p-2">held<\/td>/);
    expect(html).toContain('1 Dec 2026');
  });

  it('shows a group admin only its site’s, and tells a salesperson reservations are not in their role', async () => {
    const alpha = await list(f.people.groupAlpha);
    expect(alpha).toContain(held);
    expect(alpha).not.toContain(paid);
    expect(await list(f.people.sam)).toContain('Your role does not include reservations');
  });
});

describe('a reservation’s page', () => {
  it('a hold: its details, the cancel action and no payment events yet', async () => {
    const html = await detail(f.people.managerA1, held);
    expect(html).toContain('Reservation of 2022 Toyota HiLux SR5');
    expect(html).toContain('pi_held1');
    expect(html).toContain(`action="/reservations/${held}/actions"`);
    expect(html).toContain('Cancel the hold');
    expect(html).not.toContain('Release and refund');
    expect(html).toContain('None received.');
  });

  it('a purchase: sell, release or refund it (through Stripe), and its payment events', async () => {
    const html = await detail(f.people.groupBeta, paid);
    expect(html).toContain('Purchase of 2022 Toyota HiLux SR5');
    expect(html).toContain('Mark as sold');
    expect(html).toContain('Release back to sale');
    expect(html).toContain('Release and refund $52,990.00');
    expect(html).toContain('refunded to the buyer&#x27;s card through Stripe');
    expect(html).not.toContain('field-refundReference');
    expect(html).toContain('payment_intent.succeeded (stripe, evt_paid1)');
  });

  it('after a cancel: the new status, the notice and the audit entry, and no action left', async () => {
    await updateReservationStatus(
      handle.db,
      f.people.managerA1,
      held,
      { action: 'cancel' },
      { revalidateTag: () => {}, payments: DEMO_ONLY_CONFIG },
    );
    const html = await detail(f.people.managerA1, held, { done: 'cancel' });
    expect(html).toContain('The hold is cancelled: the car can be reserved again.');
    expect(html).toContain('mia@test.example cancelled the reservation.');
    expect(html).not.toContain('Cancel the hold');
  });

  it('is not found outside the person’s scope (another site’s, or a salesperson’s)', async () => {
    await expect(detail(f.people.groupAlpha, paid)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(detail(f.people.sam, held)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe('a paid reservation by a processor without a refund API', () => {
  it('asks for the processor’s refund reference, and shows a refused form’s message at its field', async () => {
    await handle.db.update(reservations).set({ processor: 'till' }).where(eq(reservations.id, paid));
    const html = await detail(f.people.groupBeta, paid);
    expect(html).toContain('id="field-refundReference"');
    expect(html).toContain('refund the $52,990.00 in the processor&#x27;s own portal first');
    const { nonce, cookie } = draftCookie({
      form: reservationForm(paid),
      values: { action: 'refund', method: 'by_hand', refundReason: 'Sold elsewhere' },
      path: '/reservations',
      secure: false,
    });
    jar.draft = /form-draft=([^;]*)/.exec(cookie)![1];
    const refused = await detail(f.people.groupBeta, paid, { draft: nonce });
    jar.draft = undefined;
    expect(refused).toContain('Enter the refund reference the processor gave you');
    expect(refused).toMatch(
      /id="field-refundReason"[^>]*value="Sold elsewhere"|value="Sold elsewhere"[^>]*id="field-refundReason"/,
    );
  });
});
