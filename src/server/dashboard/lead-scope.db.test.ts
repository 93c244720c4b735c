import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { addLeadNote } from './add-lead-note';
import { assignLead } from './assign-lead';
import { DashboardError } from './dashboard-error';
import { findLeadInScope } from './find-lead-in-scope';
import { parseInboxQuery } from './inbox-query.schema';
import { listInboxLeads } from './list-inbox-leads';
import { loadResponseClocks } from './load-response-clocks';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { updateLeadStatus } from './update-lead-status';
import type { TViewer } from './viewer.types';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, now);
}, 60_000);
afterAll(() => handle.close());

async function inbox(viewer: TViewer, params: Record<string, string> = {}) {
  const clocks = await loadResponseClocks(handle.db, 'all');
  return listInboxLeads(handle.db, viewer, parseInboxQuery(params).query, clocks, now);
}
const names = async (viewer: TViewer, params: Record<string, string> = {}) =>
  (await inbox(viewer, params)).rows.map((r) => r.name).sort();

describe('who sees which leads', () => {
  it.each<[string, keyof (typeof f)['people'], string[]]>([
    [
      'a platform admin: every finished lead',
      'platform',
      ['Lars Five', 'Lena One', 'Leo Two', 'Lia Four', 'Lou Three'],
    ],
    ['a group admin: its site only', 'groupAlpha', ['Lena One', 'Leo Two', 'Lia Four', 'Lou Three']],
    ['another site’s group admin: that site only', 'groupBeta', ['Lars Five']],
    ['a dealership manager: its dealership only', 'managerA1', ['Lena One', 'Leo Two', 'Lou Three']],
    ['a salesperson: assigned to them or to nobody, at their dealership', 'sam', ['Lena One', 'Leo Two']],
    ['a salesperson of another dealership', 'salesA2', ['Lia Four']],
    ['a person with no dealership: nothing', 'nobody', []],
  ])('%s', async (_name, who, expected) => {
    expect(await names(f.people[who])).toEqual(expected);
  });

  it.each([
    ['L3', 'assigned to another salesperson'],
    ['L4', 'of another dealership'],
    ['L5', 'of another site'],
  ] as const)('a salesperson cannot open a lead %s (%s), by id', async (key, why) => {
    expect(await findLeadInScope(handle.db, f.people.sam, f.leads[key]), why).toBeNull();
    await expect(updateLeadStatus(handle.db, f.people.sam, f.leads[key], 'contacted')).rejects.toMatchObject({
      notFound: true,
    });
    await expect(addLeadNote(handle.db, f.people.sam, f.leads[key], 'hi')).rejects.toBeInstanceOf(
      DashboardError,
    );
  });

  it('a group admin cannot open another site’s lead, nor a made-up id', async () => {
    expect(await findLeadInScope(handle.db, f.people.groupAlpha, f.leads.L5)).toBeNull();
    expect(await findLeadInScope(handle.db, f.people.groupAlpha, 'not-a-uuid')).toBeNull();
    expect(await findLeadInScope(handle.db, f.people.groupAlpha, f.leads.L4)).not.toBeNull();
  });

  it('a site filter outside a person’s sites shows nothing', async () => {
    expect(await names(f.people.groupAlpha, { site: 'beta' })).toEqual([]);
    expect(await names(f.people.platform, { site: 'beta' })).toEqual(['Lars Five']);
  });
});

describe('the inbox list', () => {
  it('shows unfinished leads apart', async () => {
    expect(await names(f.people.managerA1, { view: 'unfinished' })).toEqual(['Lyn Six']);
    const list = await inbox(f.people.managerA1);
    expect(list.unfinishedTotal).toBe(1);
    expect(list.finishedTotal).toBe(3);
  });

  it('puts overdue leads first, then newest first', async () => {
    const list = await inbox(f.people.groupAlpha);
    // No opening hours known for these dealerships: every minute counts, 120 of them make a lead overdue.
    expect(list.rows.map((r) => [r.name, r.overdue])).toEqual([
      ['Lou Three', true],
      ['Lia Four', true],
      ['Lena One', true],
      ['Leo Two', false],
    ]);
    expect(list.overdueTotal).toBe(3);
    expect(list.statusCounts.new).toBe(4);
  });

  it.each([
    ['name', 'lena', ['Lena One']],
    ['email', 'LEO@buyer', ['Leo Two']],
    ['phone digits, any spacing', '0412345', ['Lena One']],
    ['rego', 'abc12', ['Lena One']],
    ['stock number', 'alpha-1', ['Leo Two']],
    ['like wildcards literally', '%', []],
  ])('searches by %s', async (_what, q, expected) => {
    expect(await names(f.people.platform, { q })).toEqual(expected);
  });
});

describe('lead actions', () => {
  it('marking contacted records the first contact and an audit row', async () => {
    await updateLeadStatus(handle.db, f.people.sam, f.leads.L2, 'contacted', now);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, f.leads.L2));
    expect(lead!.status).toBe('contacted');
    expect(lead!.firstContactedAt?.toISOString()).toBe(now.toISOString());
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.leadId, f.leads.L2));
    expect(audit).toMatchObject([
      {
        userEmail: f.people.sam.email,
        action: 'lead.status_changed',
        before: { status: 'new', firstContactedAt: null },
        after: { status: 'contacted' },
      },
    ]);
    const list = await inbox(f.people.sam, { status: 'contacted' });
    expect(list.rows.map((r) => r.name)).toEqual(['Leo Two']);
    expect(list.medianFirstResponseMinutes).toBeCloseTo(60, 0);
  });

  it('a manager assigns a lead to a salesperson of its dealership, not of another', async () => {
    await assignLead(handle.db, f.people.managerA1, f.leads.L1, f.people.sam.userId);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, f.leads.L1));
    expect(lead!.assignedUserId).toBe(f.people.sam.userId);
    await expect(
      assignLead(handle.db, f.people.managerA1, f.leads.L1, f.people.salesA2.userId),
    ).rejects.toThrow(/dealership/);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.leadId, f.leads.L1));
    expect(audit.map((a) => a.action)).toEqual(['lead.assigned']);
  });

  it('a salesperson may not assign', async () => {
    await expect(assignLead(handle.db, f.people.sam, f.leads.L1, null)).rejects.toThrow(/manager/);
  });

  it('a note needs text', async () => {
    await expect(addLeadNote(handle.db, f.people.sam, f.leads.L1, '   ')).rejects.toThrow(/Write the note/);
    await addLeadNote(handle.db, f.people.sam, f.leads.L1, 'Called, left a message');
  });
});
