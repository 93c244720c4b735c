import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { deactivatedUsers, mailOutbox, websites } from '@/server/db/schema';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import { createReportFixture, NOVEMBER, REPORT_NOW } from '@tests/fixtures/report-fixture';
import { loadReport } from './load-report';
import { parseReportQuery } from './report-query.schema';
import { resolveReportScope } from './resolve-report-scope';
import { saveNotificationChoices } from '@/server/notifications/notification-opt-outs';
import { sendMondaySummaries } from './send-monday-summaries';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createReportFixture>>;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createReportFixture(handle.db);
}, 60_000);
afterAll(() => handle.close());

async function report(viewer: TViewer, params: Record<string, string> = {}) {
  const { query } = parseReportQuery({ ...NOVEMBER, ...params });
  const resolved = await resolveReportScope(handle.db, viewer, query, REPORT_NOW);
  const loaded = await loadReport(handle.db, viewer, resolved.scope!, REPORT_NOW);
  return { ...loaded, errors: resolved.errors };
}
const table = (rows: { label: string; count: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.label, r.count]));

describe('lead figures of site alpha’s November (Sydney time), for its group admin', () => {
  it('counts finished leads received in the local period: not spam, not unfinished, not another site’s', async () => {
    const { leads } = await report(f.people.groupAlpha);
    // Ana Ben Cal Dee Hal Jo Wes; Fay (23:00 31 Oct local) and Gus (00:00 1 Dec local) fall outside.
    expect(leads.total).toBe(7);
    expect(table(leads.bySource)).toEqual({ Website: 6, Carsales: 1 });
    expect(table(leads.byCategory)).toEqual({
      'General Enquiry': 4,
      Finance: 1,
      'Trade-in': 1,
      'Test Drive': 1,
    });
    expect(table(leads.byDealership)).toEqual({ 'alpha Motors': 5, 'Alpha Two': 2 });
    expect(table(leads.bySalesperson)).toEqual({ Unassigned: 4, Sam: 2, Olly: 1 });
  });

  it('times first answers: the median of 10, 30, 90 and 300 min, and who was answered within 120 min', async () => {
    const { leads } = await report(f.people.groupAlpha);
    expect(leads.medianFirstResponseMinutes).toBe(60);
    expect(leads.answered).toBe(4);
    // Within: Ana, Ben, Jo. Late: Cal (answered after 5 h), Dee and Hal (never answered). Waiting: Wes (50 min old).
    expect([leads.answeredWithin, leads.late, leads.waiting]).toEqual([3, 3, 1]);
  });

  it('counts the funnel from the status now and in the audit log', async () => {
    const { leads } = await report(f.people.groupAlpha);
    // Appointment: Ben (audited, then lost), Jo (its status), Cal (sold, a later stage). Sold: Cal.
    expect(leads.funnel).toEqual({ leads: 7, appointment: 3, sold: 1 });
  });

  it('narrows to one of the site’s dealerships', async () => {
    const { leads } = await report(f.people.groupAlpha, { dealership: String(f.a2) });
    expect(table(leads.byDealership)).toEqual({ 'Alpha Two': 2 });
    expect(leads.funnel).toEqual({ leads: 2, appointment: 1, sold: 0 });
  });
});

describe('reservations and online revenue', () => {
  it('counts those started in the period and the money paid in it, refunds apart', async () => {
    const { reservations } = await report(f.people.groupAlpha);
    expect(reservations).toEqual([
      { kind: 'reserve', started: 3, paid: 1, paidCents: 50_000, refunded: 1 },
      { kind: 'buy', started: 1, paid: 1, paidCents: 5_299_000, refunded: 0 },
    ]);
  });
});

describe('stock age', () => {
  it('bands the site’s cars in stock by days, groups them by make and condition, and lists those with no photo', async () => {
    const { stock } = await report(f.people.groupAlpha);
    expect(stock.total).toBe(3);
    expect(table(stock.byBand)).toEqual({
      '0–30 days': 1,
      '31–60 days': 1,
      '61–90 days': 0,
      'Over 90 days': 1,
    });
    expect(stock.byMakeAndCondition).toEqual([
      { make: 'Mazda', condition: 'new', cars: 1, averageDays: 47, oldestDays: 47 },
      { make: 'Toyota', condition: 'used', cars: 2, averageDays: 51, oldestDays: 91 },
    ]);
    expect(stock.withoutPhoto.map((c) => [c.stocknum, c.days])).toEqual([['alpha-1', 11]]);
  });
});

describe('what each person’s report holds', () => {
  it('a dealership manager: its dealership’s leads, reservations and stock only', async () => {
    const { leads, reservations, stock } = await report(f.people.managerA1);
    expect(table(leads.byDealership)).toEqual({ 'alpha Motors': 5 });
    expect(reservations![0]!.paidCents).toBe(50_000);
    expect(stock.byMakeAndCondition.map((r) => r.make)).toEqual(['Toyota']);
  });

  it('a salesperson: its own and unassigned leads; reservations are not in the role, not a row of zeros', async () => {
    const { leads, reservations } = await report(f.people.sam);
    expect(table(leads.bySalesperson)).toEqual({ Sam: 2, Unassigned: 2 });
    expect(reservations).toBeNull();
  });

  it('another site’s group admin asking for alpha: refused at the field, and shown its own site only', async () => {
    const { scope, leads, reservations, errors } = await report(f.people.groupBeta, { site: 'alpha' });
    expect(errors).toEqual([{ field: 'site', message: 'Choose a site from the list' }]);
    expect(scope.site.slug).toBe('beta');
    expect(leads.total).toBe(1);
    expect(reservations![0]!.paidCents).toBe(70_000);
    expect(table(leads.byDealership)).toEqual({ 'beta Motors': 1 });
  });

  it('a dealership of another site is refused at the field, and the report covers its own site', async () => {
    const { scope, leads, errors } = await report(f.people.groupAlpha, { dealership: String(f.b1) });
    expect(errors).toEqual([{ field: 'dealership', message: 'Choose a dealership from the list' }]);
    expect(scope.dealershipId).toBeNull();
    expect(leads.total).toBe(7);
  });

  it('a person with no site has no report', async () => {
    const resolved = await resolveReportScope(handle.db, f.people.nobody, {}, REPORT_NOW);
    expect(resolved.scope).toBeNull();
  });
});

// The Monday summary shares this file's fixture (one database less to make). Its tests come last: they move beta
// to Auckland and deactivate a person.
const origin = 'http://dashboard.localhost:3000';
// Monday 7 December 2026: 07:59 and 08:00 in Sydney; Auckland is two hours ahead (09:59, 10:00).
const before8 = new Date('2026-12-06T20:59:00Z');
const at8 = new Date('2026-12-06T21:00:00Z');

const outbox = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.to);

describe('the Monday summary', () => {
  beforeAll(async () => {
    const gone = await createViewer(handle.db, 'Gone', 'group_admin', { websiteId: f.alpha.site.id });
    await handle.db.insert(deactivatedUsers).values({ userId: gone.userId });
  });

  it('goes to nobody before 08:00 site time, then once to each manager of each site whose Monday 08:00 has come', async () => {
    // Both sites in Sydney at 07:59: nobody.
    expect(await sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: before8 })).toBe(0);
    // Beta moves to Auckland.
    await handle.db
      .update(websites)
      .set({ timezone: 'Pacific/Auckland' })
      .where(eq(websites.id, f.beta.site.id));
    // 07:59 in Sydney is 09:59 in Auckland: beta's group admin only.
    expect(await sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: before8 })).toBe(1);
    expect((await outbox()).map((m) => m.to)).toEqual([f.people.groupBeta.email]);
    // Two servers at 08:00 in Sydney: alpha's group admin and its dealership manager, once; the deactivated admin,
    // the salespeople and the platform admin get none; beta's went already.
    const runs = await Promise.all([
      sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: at8 }),
      sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: at8 }),
    ]);
    expect(runs.sort()).toEqual([0, 2]);
    expect((await outbox()).map((m) => m.to).sort()).toEqual(
      [f.people.groupBeta.email, f.people.groupAlpha.email, f.people.managerA1.email].sort(),
    );
  });

  it('reports last week as the person sees it, with a link to the full report', async () => {
    const mails = await outbox();
    const manager = mails.find((m) => m.to === f.people.managerA1.email)!;
    expect(manager.subject).toBe('Weekly report for alpha Motors: Monday 30 Nov 2026 to Sunday 6 Dec 2026');
    expect(manager.text).toContain('Hello Mia,');
    expect(manager.text).toContain(`${origin}/reports?site=alpha&from=2026-11-30&to=2026-12-06`);
    // The fixture's stock as of that Monday: the manager sees dealership A1's two Toyotas, one with no photo.
    expect(manager.text).toContain('Cars in stock today: 2; 1 with no photo; 1 in stock over 90 days');
    const group = mails.find((m) => m.to === f.people.groupAlpha.email)!;
    expect(group.text).toContain('Cars in stock today: 3; 1 with no photo; 1 in stock over 90 days');
  });

  it('does not go again later that Monday, nor on Tuesday', async () => {
    const later = new Date('2026-12-07T05:00:00Z');
    expect(await sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: later })).toBe(0);
    expect(
      await sendMondaySummaries(handle.db, {
        dashboardOrigin: origin,
        now: new Date('2026-12-07T21:00:00Z'),
      }),
    ).toBe(0);
    expect(await outbox()).toHaveLength(3);
  });

  it('is not sent to a manager who turned "Weekly report" off on their account page; the others still get it', async () => {
    await saveNotificationChoices(handle.db, f.people.managerA1.userId, {
      new_lead: true,
      assigned: true,
      digest: true,
      weekly_summary: false,
    });
    const earlier = new Set((await outbox()).map((m) => m.id));
    // Monday 14 December 2026, 08:00 in Sydney (10:00 in Auckland): alpha's group admin and beta's, not Mia.
    expect(
      await sendMondaySummaries(handle.db, {
        dashboardOrigin: origin,
        now: new Date('2026-12-13T21:00:00Z'),
      }),
    ).toBe(2);
    const week = (await outbox()).filter((m) => !earlier.has(m.id));
    expect(week.map((m) => m.to).sort()).toEqual(
      [f.people.groupAlpha.email, f.people.groupBeta.email].sort(),
    );
    // Each summary says how to stop it.
    expect(week[0]!.text).toContain(`untick "Weekly report" at ${origin}/account/notifications`);
  });
});
