import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { bulkUpdateLeads } from './bulk-update-leads';
import { DashboardError } from './dashboard-error';
import { ZInboxBulk } from './inbox-bulk.schema';
import { parseInboxQuery } from './inbox-query.schema';
import { listInboxLeads } from './list-inbox-leads';
import type { TViewer } from './viewer.types';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, now);
}, 60_000);
afterAll(() => handle.close());

/** The names the inbox lists for a person and URL params, in order (no response clocks: overdue after 2 h). */
async function names(viewer: TViewer, params: Record<string, string> = {}) {
  const inbox = await listInboxLeads(handle.db, viewer, parseInboxQuery(params).query, [], now);
  return inbox.rows.map((r) => r.name);
}

describe('the inbox’s quick filters', () => {
  it('Mine is the person’s own leads; Unassigned, nobody’s, within what they may see', async () => {
    expect(await names(f.people.sam, { assigned: 'me' })).toEqual(['Leo Two']);
    expect(await names(f.people.sam, { assigned: 'nobody' })).toEqual(['Lena One']);
    expect(await names(f.people.groupAlpha, { assigned: 'nobody' })).toEqual(['Lia Four', 'Lena One']);
    expect(await names(f.people.groupAlpha, { assigned: 'me' })).toEqual([]);
  });

  it('Overdue lists the overdue leads only, and its count and the status counts agree', async () => {
    const { query } = parseInboxQuery({ overdue: 'yes' });
    const inbox = await listInboxLeads(handle.db, f.people.groupAlpha, query, [], now);
    expect(inbox.rows.map((r) => r.name)).toEqual(['Lou Three', 'Lia Four', 'Lena One']);
    expect(inbox.rows.every((r) => r.overdue)).toBe(true);
    expect(inbox.overdueTotal).toBe(3);
    expect(inbox.total).toBe(3);
    expect(inbox.statusCounts.new).toBe(3);
    // Mine and Overdue together: Sam's one lead is not overdue.
    expect(await names(f.people.sam, { overdue: 'yes', assigned: 'me' })).toEqual([]);
  });
});

describe('the inbox’s sorted columns', () => {
  it('sort by buyer, received and assignee both ways (nobody’s last), instead of overdue first', async () => {
    const admin = f.people.groupAlpha;
    expect(await names(admin)).toEqual(['Lou Three', 'Lia Four', 'Lena One', 'Leo Two']);
    expect(await names(admin, { sort: 'name' })).toEqual(['Lena One', 'Leo Two', 'Lia Four', 'Lou Three']);
    expect(await names(admin, { sort: '-name' })).toEqual(['Lou Three', 'Lia Four', 'Leo Two', 'Lena One']);
    expect(await names(admin, { sort: 'received' })).toEqual([
      'Lena One',
      'Lia Four',
      'Lou Three',
      'Leo Two',
    ]);
    expect(await names(admin, { sort: '-received' })).toEqual([
      'Leo Two',
      'Lou Three',
      'Lia Four',
      'Lena One',
    ]);
    expect(await names(admin, { sort: 'assignee' })).toEqual([
      'Lou Three',
      'Leo Two',
      'Lia Four',
      'Lena One',
    ]);
    expect(await names(admin, { sort: '-assignee' })).toEqual([
      'Leo Two',
      'Lou Three',
      'Lia Four',
      'Lena One',
    ]);
  });

  it('sorts by status in the order a lead moves, and marks overdue rows in a sorted list too', async () => {
    await handle.db.update(leads).set({ status: 'appointment' }).where(eq(leads.id, f.leads.L4));
    const { query } = parseInboxQuery({ sort: '-status' });
    const inbox = await listInboxLeads(handle.db, f.people.groupAlpha, query, [], now);
    expect(inbox.rows.map((r) => [r.name, r.status, r.overdue])).toEqual([
      ['Lia Four', 'appointment', false],
      ['Leo Two', 'new', false],
      ['Lou Three', 'new', true],
      ['Lena One', 'new', true],
    ]);
    await handle.db.update(leads).set({ status: 'new' }).where(eq(leads.id, f.leads.L4));
  });
});

/** The form as the browser posts it: one checkbox named for each lead chosen. */
function bulkForm(action: string, ids: string[], extra: Record<string, string> = {}) {
  return ZInboxBulk.parse({
    action,
    back: '/leads?assigned=nobody',
    ...Object.fromEntries(ids.map((id) => [`lead-${id}`, id])),
    ...extra,
  });
}

describe('bulk changes', () => {
  it('reads the chosen leads from their checkboxes and refuses an address outside the inbox', () => {
    const form = bulkForm('spam', [f.leads.L1, f.leads.L2]);
    expect(form).toMatchObject({
      action: 'spam',
      leadIds: [f.leads.L1, f.leads.L2],
      back: '/leads?assigned=nobody',
    });
    expect(ZInboxBulk.safeParse({ action: 'spam', back: 'https://evil.example/leads' }).success).toBe(false);
    expect(ZInboxBulk.safeParse({ action: 'status', status: 'archived' }).success).toBe(false);
    expect(ZInboxBulk.safeParse({ action: 'spam', 'lead-x': 'not-a-uuid' }).success).toBe(false);
  });

  it('assign each lead through assignLead: audited one by one, refusals reported per lead', async () => {
    const outcomes = await bulkUpdateLeads(
      handle.db,
      f.people.groupAlpha,
      bulkForm('assign', [f.leads.L1, f.leads.L3, f.leads.L4, f.leads.L5], { assignee: f.people.sam.userId }),
    );
    expect(outcomes).toEqual([
      { leadId: f.leads.L1, refused: null },
      { leadId: f.leads.L3, refused: null },
      // Sam works at A1: a lead of A2 may not go to him; beta's lead is outside Gina's sites.
      { leadId: f.leads.L4, refused: 'assignee_outside' },
      { leadId: f.leads.L5, refused: 'not_found' },
    ]);
    const assigned = await handle.db
      .select({ id: leads.id, to: leads.assignedUserId })
      .from(leads)
      .where(inArray(leads.id, [f.leads.L1, f.leads.L3, f.leads.L4]))
      .orderBy(asc(leads.name));
    expect(assigned).toEqual([
      { id: f.leads.L1, to: f.people.sam.userId },
      { id: f.leads.L4, to: null },
      { id: f.leads.L3, to: f.people.sam.userId },
    ]);
    const audit = await handle.db
      .select({ leadId: auditLog.leadId, after: auditLog.after, by: auditLog.userEmail })
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.assigned'));
    expect(audit.map((a) => a.leadId).sort()).toEqual([f.leads.L1, f.leads.L3].sort());
    expect(audit.every((a) => a.by === f.people.groupAlpha.email)).toBe(true);
  });

  it('refuses a salesperson’s bulk assign on every lead, and scopes their status changes', async () => {
    const assign = await bulkUpdateLeads(
      handle.db,
      f.people.other,
      bulkForm('assign', [f.leads.L1], { assignee: f.people.other.userId }),
    );
    expect(assign).toEqual([{ leadId: f.leads.L1, refused: 'not_found' }]);
    const status = await bulkUpdateLeads(
      handle.db,
      f.people.sam,
      bulkForm('status', [f.leads.L1, f.leads.L2, f.leads.L4], { status: 'contacted' }),
    );
    expect(status).toEqual([
      { leadId: f.leads.L1, refused: null },
      { leadId: f.leads.L2, refused: null },
      { leadId: f.leads.L4, refused: 'not_found' },
    ]);
    const rows = await handle.db
      .select({ status: leads.status, contacted: leads.firstContactedAt })
      .from(leads)
      .where(inArray(leads.id, [f.leads.L1, f.leads.L2]));
    expect(rows.every((r) => r.status === 'contacted' && r.contacted !== null)).toBe(true);
  });

  it('marks as spam through the status service (audited as spam), and says when nothing was chosen', async () => {
    const spam = await bulkUpdateLeads(handle.db, f.people.managerA1, bulkForm('spam', [f.leads.L3]));
    expect(spam).toEqual([{ leadId: f.leads.L3, refused: null }]);
    const [row] = await handle.db
      .select({ n: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.leadId, f.leads.L3), eq(auditLog.action, 'lead.marked_spam')));
    expect(row).toBeDefined();
    await expect(bulkUpdateLeads(handle.db, f.people.managerA1, bulkForm('spam', []))).rejects.toThrow(
      DashboardError,
    );
  });
});
