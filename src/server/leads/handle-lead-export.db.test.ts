import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLead } from './create-lead';
import { handleLeadExport } from './handle-lead-admin-request';
import { ZLead } from './lead-request.schema';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';

let handle: TDbHandle;
let carId: number;
const HOSTILE_NAME = `O'Brien & "Sons" <Ltd>`;
const HOSTILE_MESSAGE = 'Is it <b>mint</b>? ]]> & a trade-in';

beforeAll(async () => {
  handle = await createTestDb();
  let site;
  ({ site, carId } = await createLeadFixture(handle.db, 'export', []));
  await createLeadFixture(handle.db, 'elsewhere', []);
  const meta = { userAgent: null, referer: null };
  const older = await createLead(
    handle.db,
    site,
    ZLead.parse({
      category: 'General Enquiry',
      name: 'Early Bird',
      email: 'early@example.com',
      phone: '0298 765 432',
      message: '=HYPERLINK("http://x")',
    }),
    meta,
  );
  const newer = await createLead(
    handle.db,
    site,
    ZLead.parse({
      category: 'Used Vehicle Enquiry',
      name: HOSTILE_NAME,
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: HOSTILE_MESSAGE,
      car_id: carId,
      Rego: '<ABC123>',
    }),
    meta,
  );
  await handle.db
    .update(leads)
    .set({ createdAt: new Date('2026-01-10T09:00:00Z') })
    .where(eq(leads.id, older.id!));
  await handle.db
    .update(leads)
    .set({ createdAt: new Date('2026-03-01T09:00:00Z') })
    .where(eq(leads.id, newer.id!));
});

afterAll(() => handle.close());

// The admin token is the route's (withAdminApiKey, admin-routes.db.test.ts): this is what lies behind it.
function exportLeads(query: string) {
  return handleLeadExport(new Request(`http://127.0.0.1/api/leads/export?${query}`), handle.db);
}

describe('lead export (npm run leads)', () => {
  it('--format csv: a header and one row per lead of the site, oldest first, cells made safe', async () => {
    const response = await exportLeads('site=export&format=csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^lead_id,created_at,category,lead_status,name,email,phone,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2026-01-10T09:00:00.000Z,General Enquiry,New,Early Bird,early@example.com');
    expect(lines[2]).toContain(`"O'Brien & ""Sons"" <Ltd>"`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(lines[2]).toContain(',0412345678,');
    expect(lines[2]).toContain('export-1');
  });

  it('--format adf: one ADF document with every value escaped', async () => {
    const response = await exportLeads('site=export&format=adf');
    expect(response.headers.get('content-type')).toBe('application/x-adf+xml');
    const xml = await response.text();
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml.match(/<prospect>/g)).toHaveLength(2);
    expect(xml).toContain('<name part="full">O&apos;Brien &amp; &quot;Sons&quot; &lt;Ltd&gt;</name>');
    expect(xml).toContain('Is it &lt;b&gt;mint&lt;/b&gt;? ]]&gt; &amp; a trade-in');
    expect(xml).toContain('Rego: &lt;ABC123&gt;');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain('<Ltd>');
    expect(xml).toContain('<stock>export-1</stock>');
  });

  it('--since keeps the leads from that day on', async () => {
    const response = await exportLeads('site=export&format=json&since=2026-02-01');
    const exported = (await response.json()) as { name: string }[];
    expect(exported.map((l) => l.name)).toEqual([HOSTILE_NAME]);
    const csv = await (await exportLeads('site=export&format=csv&since=2026-03-02')).text();
    expect(csv.trimEnd().split('\n')).toHaveLength(1);
  });

  it.each([
    ['a bad --since', 'site=export&since=01/02/2026', 400, 'since'],
    ['an unknown --format', 'site=export&format=xml', 400, 'format'],
    ['an unknown --site', 'site=nowhere', 404, 'site'],
  ])('answers %s with an error naming the field', async (_, query, status, field) => {
    const response = await exportLeads(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ field });
  });
});
