import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/fixtures/create-test-db';
import { createLeadFixture } from '../../../tests/fixtures/lead-fixture';
import { lastMailId, mailSince } from '../../../tests/fixtures/mail-outbox';
import type { TDbHandle } from '@/server/db/client';
import { buyerAccounts, buyerCodes, buyerSavedCars, events, leads, reservations } from '@/server/db/schema';
import type { TSite } from '@/server/websites/site.types';
import { findBuyerSession } from './buyer-sessions';
import { changeBuyerEmail } from './change-buyer-email';
import { deleteBuyerAccount } from './delete-buyer-account';
import { exportBuyerData } from './export-buyer-data';
import { requestBuyerCode } from './request-buyer-code';
import { signInBuyer } from './sign-in-buyer';
import { listBuyerSavedCars, saveBuyerCars } from './buyer-saved-cars';
import { listBuyerEnquiries, listBuyerReservations } from './buyer-dealings';

let handle: TDbHandle;
let siteA: TSite;
let siteB: TSite;
let carA: number;
let carB: number;
const T0 = new Date('2026-11-29T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDb();
  ({ site: siteA, carId: carA } = await createLeadFixture(handle.db, 'garage-a', []));
  ({ site: siteB, carId: carB } = await createLeadFixture(handle.db, 'garage-b', []));
}, 60_000);
afterAll(() => handle?.close());

/** Sends a code and reads it from the mail outbox, as the buyer would from their inbox. */
async function codeFor(
  site: TSite,
  email: string,
  purpose: 'sign_in' | 'change_email' | 'delete_account' = 'sign_in',
  now = T0,
  accountId?: string,
) {
  const since = await lastMailId(handle.db);
  const sent = await requestBuyerCode(handle.db, site, { email, purpose, accountId, now });
  expect(sent).toEqual({ ok: true });
  const [mail] = await mailSince(handle.db, since);
  expect(mail!.to).toBe(email);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

describe('codes', () => {
  it('a code works once, within ten minutes', async () => {
    const email = 'once@example.com';
    const code = await codeFor(siteA, email);
    expect(await signInBuyer(handle.db, siteA, { email, code, now: at(10) })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    const fresh = await codeFor(siteA, email, 'sign_in', at(11));
    expect(await signInBuyer(handle.db, siteA, { email, code: fresh, now: at(20) })).toMatchObject({
      ok: true,
    });
    expect(await signInBuyer(handle.db, siteA, { email, code: fresh, now: at(20) })).toMatchObject({
      ok: false,
      reason: 'used-up',
    });
  });

  it('a code stops working after five wrong tries, even when the sixth is right', async () => {
    const email = 'tries@example.com';
    const code = await codeFor(siteA, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await signInBuyer(handle.db, siteA, { email, code: wrong, now: at(1) })).toMatchObject({
        reason: 'wrong',
      });
    }
    expect(await signInBuyer(handle.db, siteA, { email, code, now: at(1) })).toMatchObject({
      ok: false,
      reason: 'used-up',
    });
  });

  it('an address gets at most five codes an hour; the sixth waits for the oldest to be an hour old', async () => {
    const email = 'cap@example.com';
    for (let i = 0; i < 5; i++) await codeFor(siteA, email, 'sign_in', at(i * 10));
    const since = await lastMailId(handle.db);
    expect(await requestBuyerCode(handle.db, siteA, { email, purpose: 'sign_in', now: at(45) })).toEqual({
      ok: false,
      retryAfterSeconds: 15 * 60,
    });
    expect(await mailSince(handle.db, since)).toHaveLength(0);
    // The cap is per site: the same address may be sent a code by another dealer.
    await codeFor(siteB, email, 'sign_in', at(45));
    await codeFor(siteA, email, 'sign_in', at(60));
  });

  it('stores only a salted hash of the code', async () => {
    const code = await codeFor(siteA, 'hash@example.com');
    const [row] = await handle.db.select().from(buyerCodes).where(eq(buyerCodes.email, 'hash@example.com'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });
});

describe('accounts per site', () => {
  it('the same email at two sites is two accounts, and a session of one is refused at the other', async () => {
    const email = 'two-sites@example.com';
    const a = await signInBuyer(handle.db, siteA, { email, code: await codeFor(siteA, email), now: at(1) });
    const b = await signInBuyer(handle.db, siteB, { email, code: await codeFor(siteB, email), now: at(1) });
    if (!a.ok || !b.ok) throw new Error('sign-in failed');
    expect([a.created, b.created]).toEqual([true, true]);
    const accounts = await handle.db.select().from(buyerAccounts).where(eq(buyerAccounts.email, email));
    expect(accounts.map((row) => row.websiteId).sort()).toEqual([siteA.id, siteB.id].sort());
    expect((await findBuyerSession(handle.db, siteA.id, a.token, at(2)))?.websiteId).toBe(siteA.id);
    expect(await findBuyerSession(handle.db, siteB.id, a.token, at(2))).toBeNull();
    expect(await findBuyerSession(handle.db, siteA.id, b.token, at(2))).toBeNull();
    // A code sent by site A does not sign in at site B.
    const codeA = await codeFor(siteA, email, 'sign_in', at(3));
    expect(await signInBuyer(handle.db, siteB, { email, code: codeA, now: at(3) })).toMatchObject({
      ok: false,
    });
  });

  it('records 37 for the sign-in that creates the account, 38 for later ones', async () => {
    const email = 'events@example.com';
    await signInBuyer(handle.db, siteA, { email, code: await codeFor(siteA, email), now: at(1) });
    await signInBuyer(handle.db, siteA, {
      email,
      code: await codeFor(siteA, email, 'sign_in', at(2)),
      now: at(2),
    });
    const recorded = await handle.db
      .select({ eventId: events.eventId, data: events.data })
      .from(events)
      .where(eq(events.websiteId, siteA.id));
    expect(recorded.filter((e) => e.eventId === 37).length).toBeGreaterThan(0);
    expect(recorded.filter((e) => e.eventId === 38).length).toBeGreaterThan(0);
    expect(JSON.stringify(recorded)).not.toContain(email);
  });
});

describe('favourites merge', () => {
  it('merges each device’s favourites into the account, keeping only the site’s cars', async () => {
    const email = 'merge@example.com';
    const first = await signInBuyer(handle.db, siteA, {
      email,
      code: await codeFor(siteA, email),
      favouriteCarIds: [carA, carB],
      now: at(1),
    });
    expect(first).toMatchObject({ ok: true, favourites: [{ id: carA, slug: 'garage-a-hilux' }] });
    // A second device with the same car saved: still one entry.
    const second = await signInBuyer(handle.db, siteA, {
      email,
      code: await codeFor(siteA, email, 'sign_in', at(2)),
      favouriteCarIds: [carA],
      now: at(2),
    });
    expect(second).toMatchObject({ ok: true, created: false });
    if (!second.ok) return;
    expect(second.favourites).toHaveLength(1);
    expect(await saveBuyerCars(handle.db, siteA, (await accountOf(siteA, email)).id, [carA])).toEqual([]);
  });
});

async function accountOf(site: TSite, email: string) {
  const [row] = await handle.db
    .select()
    .from(buyerAccounts)
    .where(and(eq(buyerAccounts.websiteId, site.id), eq(buyerAccounts.email, email)));
  return row!;
}

describe('the account’s data, email and deletion', () => {
  it('lists, exports and, after a code, deletes the account while the dealer keeps the leads', async () => {
    const email = 'leaver@example.com';
    const signedIn = await signInBuyer(handle.db, siteA, {
      email,
      code: await codeFor(siteA, email),
      favouriteCarIds: [carA],
      now: at(1),
    });
    if (!signedIn.ok) throw new Error('sign-in failed');
    const account = await accountOf(siteA, email);
    await handle.db.insert(leads).values([
      {
        websiteId: siteA.id,
        carId: carA,
        category: 'Used Vehicle Enquiry',
        email: 'Leaver@Example.com',
        name: 'Lee',
      },
      { websiteId: siteB.id, carId: carB, category: 'Used Vehicle Enquiry', email, name: 'Lee' },
    ]);
    await handle.db.insert(reservations).values({
      websiteId: siteA.id,
      carId: carA,
      kind: 'reserve',
      processor: 'demo',
      reference: 'FC-GARAGE01',
      status: 'paid',
      amountCents: 50000,
      currency: 'AUD',
      idempotencyKey: 'garage-test-1',
      customer: { name: 'Lee', email: 'LEAVER@example.com' },
      expiresAt: at(30),
    });
    expect(await listBuyerEnquiries(handle.db, account)).toMatchObject([
      { category: 'Used Vehicle Enquiry', status: 'new', car: '2022 Toyota HiLux SR5' },
    ]);
    expect(await listBuyerReservations(handle.db, account)).toMatchObject([
      { reference: 'FC-GARAGE01', status: 'paid' },
    ]);
    const data = await exportBuyerData(handle.db, account, siteA);
    expect(data).toMatchObject({
      account: { email },
      savedCars: [{ id: carA }],
      reservations: [{ reference: 'FC-GARAGE01' }],
    });
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]).toMatchObject({ websiteId: siteA.id, name: 'Lee' });
    expect(data.enquiries[0]).not.toHaveProperty('resumeSecretHash');

    const wrong = await deleteBuyerAccount(handle.db, account, '999999x', at(2));
    expect(wrong).toMatchObject({ ok: false });
    // A sign-in code is not a deletion code.
    expect(
      await deleteBuyerAccount(handle.db, account, await codeFor(siteA, email, 'sign_in', at(2)), at(2)),
    ).toMatchObject({ ok: false, reason: 'none' });
    const code = await codeFor(siteA, email, 'delete_account', at(3), account.id);
    expect(await deleteBuyerAccount(handle.db, account, code, at(3))).toMatchObject({ ok: true });
    expect(await findBuyerSession(handle.db, siteA.id, signedIn.token, at(4))).toBeNull();
    expect(
      await handle.db.select().from(buyerSavedCars).where(eq(buyerSavedCars.accountId, account.id)),
    ).toEqual([]);
    const kept = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.websiteId, siteA.id));
    expect(kept.length).toBeGreaterThan(0);
    expect(await listBuyerSavedCars(handle.db, account.id)).toEqual([]);
  });

  it('changes the email with a code sent to the new address, and refuses one another account holds', async () => {
    const email = 'mover@example.com';
    await signInBuyer(handle.db, siteA, { email, code: await codeFor(siteA, email), now: at(1) });
    await signInBuyer(handle.db, siteA, {
      email: 'held@example.com',
      code: await codeFor(siteA, 'held@example.com'),
      now: at(1),
    });
    const account = await accountOf(siteA, email);
    expect(
      await changeBuyerEmail(handle.db, account, { email: 'held@example.com', code: '000000', now: at(2) }),
    ).toEqual({ ok: false, reason: 'taken' });
    const code = await codeFor(siteA, 'moved@example.com', 'change_email', at(2), account.id);
    // Another account cannot use a code sent for this one.
    const other = await accountOf(siteA, 'held@example.com');
    expect(
      await changeBuyerEmail(handle.db, other, { email: 'moved@example.com', code, now: at(2) }),
    ).toMatchObject({ ok: false });
    expect(
      await changeBuyerEmail(handle.db, account, { email: 'moved@example.com', code, now: at(2) }),
    ).toMatchObject({ ok: true });
    expect((await accountOf(siteA, 'moved@example.com')).id).toBe(account.id);
  });
});
