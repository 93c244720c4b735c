import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { deactivatedUsers, mailOutbox, websites } from '@/server/db/schema';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createReportFixture } from '@tests/fixtures/report-fixture';
import { sendMondaySummaries } from './send-monday-summaries';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createReportFixture>>;
const origin = 'http://dashboard.localhost:3000';
// Monday 7 December 2026: 07:59 and 08:00 in Sydney; Auckland is two hours ahead (09:59, 10:00).
const before8 = new Date('2026-12-06T20:59:00Z');
const at8 = new Date('2026-12-06T21:00:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  f = await createReportFixture(handle.db);
  // Beta is in Auckland: its Monday 08:00 came two hours before Sydney's.
  await handle.db
    .update(websites)
    .set({ timezone: 'Pacific/Auckland' })
    .where(eq(websites.id, f.beta.site.id));
  const gone = await createViewer(handle.db, 'Gone', 'group_admin', { websiteId: f.alpha.site.id });
  await handle.db.insert(deactivatedUsers).values({ userId: gone.userId });
}, 60_000);
afterAll(() => handle.close());

const outbox = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.to);

describe('the Monday summary', () => {
  it('goes to nobody before 08:00 site time, then once to each manager of each site whose Monday 08:00 has come', async () => {
    await handle.db
      .update(websites)
      .set({ timezone: 'Australia/Sydney' })
      .where(eq(websites.id, f.beta.site.id));
    expect(await sendMondaySummaries(handle.db, { dashboardOrigin: origin, now: before8 })).toBe(0);
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
});
