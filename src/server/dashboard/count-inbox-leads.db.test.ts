import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { dealerships, leadCounts, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { countInboxLeads, type TStatusCount } from './count-inbox-leads';
import { inboxConditions } from './list-inbox-leads';
import { parseInboxQuery } from './inbox-query.schema';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from './viewer.types';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

const sorted = (rows: TStatusCount[]) =>
  rows
    .filter((r) => r.n > 0)
    .map((r) => `${r.status}/${r.finished ? 'finished' : 'unfinished'}: ${r.n}`)
    .sort();

/** The counts the inbox shows (from lead_counts) and the same counted over the leads themselves. */
async function both(viewer: TViewer, params: Record<string, string> = {}) {
  const { query } = parseInboxQuery(params);
  const { filters } = inboxConditions(viewer, query);
  const counted = await handle.db
    .select({ status: leads.status, finished: leads.formCompleted, n: count() })
    .from(leads)
    .where(and(...filters))
    .groupBy(leads.status, leads.formCompleted);
  return {
    shown: sorted(await countInboxLeads(handle.db, viewer, query, filters)),
    counted: sorted(counted),
  };
}

async function expectAgreeForEveryone() {
  for (const [who, viewer] of Object.entries(f.people)) {
    const filters: Record<string, string>[] = [
      {},
      { category: 'General Enquiry' },
      { category: 'Finance' },
      { site: 'alpha' },
    ];
    for (const params of filters) {
      const { shown, counted } = await both(viewer, params);
      expect(shown, `${who} ${JSON.stringify(params)}`).toEqual(counted);
    }
  }
}

describe('the inbox counts per status (lead_counts, kept by triggers)', () => {
  it('match the leads for every role and filter as created', async () => {
    expect((await both(f.people.groupAlpha)).shown).toEqual(['new/finished: 4', 'new/unfinished: 1']);
    await expectAgreeForEveryone();
  });

  it('follow status changes, assignments, finishing, category changes and deletions', async () => {
    await handle.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, f.leads.L1));
    await handle.db
      .update(leads)
      .set({ assignedUserId: f.people.other.userId })
      .where(eq(leads.id, f.leads.L2));
    await handle.db.update(leads).set({ formCompleted: true }).where(eq(leads.id, f.leads.L6));
    await handle.db.update(leads).set({ category: 'Finance' }).where(eq(leads.id, f.leads.L4));
    await handle.db.update(leads).set({ message: 'only the message' }).where(eq(leads.id, f.leads.L3));
    await handle.db.delete(leads).where(eq(leads.id, f.leads.L5));
    expect((await both(f.people.groupAlpha)).shown).toEqual(['contacted/finished: 1', 'new/finished: 4']);
    expect((await both(f.people.groupBeta)).shown).toEqual([]);
    await expectAgreeForEveryone();
  });

  it('follow a dealership’s removal (its leads keep their site, without a dealership)', async () => {
    await handle.db.delete(dealerships).where(eq(dealerships.id, f.a2));
    await expectAgreeForEveryone();
    const orphans = await handle.db
      .select({ n: leadCounts.n })
      .from(leadCounts)
      .where(and(eq(leadCounts.websiteId, f.alpha.site.id), eq(leadCounts.category, 'Finance')));
    expect(orphans.reduce((a, r) => a + r.n, 0)).toBe(1);
  });

  it('count many leads written in one statement', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      websiteId: f.alpha.site.id,
      dealershipId: f.a1,
      category: i % 2 ? 'Finance' : 'Test Drive',
      status: i % 3 ? ('new' as const) : ('sold' as const),
      name: `Bulk ${i}`,
    }));
    await handle.db.insert(leads).values(many);
    await handle.db.update(leads).set({ status: 'lost' }).where(eq(leads.category, 'Test Drive'));
    await expectAgreeForEveryone();
  });

  it('are emptied with the leads when the table is truncated (a demo re-seed)', async () => {
    await handle.db.execute(sql`truncate table leads cascade`);
    expect(await handle.db.select().from(leadCounts)).toEqual([]);
    await expectAgreeForEveryone();
  });
});
