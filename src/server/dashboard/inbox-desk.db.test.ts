import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { wallClockTime } from '@/domain/dashboard/format-date-time';
import { auditLog, leads, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { bulkUpdateLeads } from './bulk-update-leads';
import { exportInboxLeads, loadExportZones } from './export-inbox-leads';
import { inboxCsv, inboxXlsx } from './format-inbox-export';
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

const HOSTILE = '=HYPERLINK("https://evil.example","Click")';

describe('the inbox export', () => {
  beforeAll(async () => {
    // After the bulk changes above: one lead typed by a hostile buyer, one with a name a spreadsheet without the BOM would garble; beta in NZ.
    await handle.db.update(leads).set({ name: HOSTILE }).where(eq(leads.id, f.leads.L1));
    await handle.db.update(leads).set({ name: 'Zoë Müller' }).where(eq(leads.id, f.leads.L2));
    await handle.db
      .update(websites)
      .set({ timezone: 'Pacific/Auckland', country: 'NZ' })
      .where(eq(websites.id, f.beta.site.id));
  });

  async function exported(params: Record<string, string> = {}) {
    const rows = await exportInboxLeads(handle.db, f.people.platform, parseInboxQuery(params).query);
    return { rows, zoneOf: await loadExportZones(handle.db, rows) };
  }

  it('CSV: a UTF-8 byte-order mark, times in each site’s zone, and no formula left to run', async () => {
    const { rows, zoneOf } = await exported();
    const csv = inboxCsv(rows, zoneOf);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const records = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(5);
    const byId = new Map(records.map((r) => [r.lead_id, r]));
    expect(byId.get(f.leads.L1)!.name).toBe(`'${HOSTILE}`);
    expect(byId.get(f.leads.L2)!.name).toBe('Zoë Müller');
    const [l5] = await handle.db.select().from(leads).where(eq(leads.id, f.leads.L5));
    expect(byId.get(f.leads.L5)).toMatchObject({
      received: wallClockTime(l5!.createdAt, 'Pacific/Auckland'),
      time_zone: 'Pacific/Auckland',
    });
    expect(byId.get(f.leads.L2)!.time_zone).toBe('Australia/Sydney');
  });

  it('.xlsx: readable by a spreadsheet reader, the same rows, text kept as typed', async () => {
    const { rows, zoneOf } = await exported({ site: 'alpha' });
    const sheet = await readSheet(await inboxXlsx(rows, zoneOf));
    const [header, ...body] = sheet;
    expect(header!.slice(0, 4)).toEqual(['lead_id', 'received', 'time_zone', 'site']);
    expect(body).toHaveLength(4);
    const name = header!.indexOf('name');
    const hostile = body.find((r) => r[0] === f.leads.L1)!;
    expect(hostile[name]).toBe(HOSTILE);
    expect(body.find((r) => r[0] === f.leads.L2)![name]).toBe('Zoë Müller');
  });

  it('follows the inbox’s quick filters (Unassigned here)', async () => {
    // L1 and L3 went to Sam in the bulk assign above: Lia Four is alpha's one unassigned lead now.
    const { rows } = await exported({ assigned: 'nobody', site: 'alpha' });
    expect(rows.map((r) => r.lead_id)).toEqual([f.leads.L4]);
  });
});
