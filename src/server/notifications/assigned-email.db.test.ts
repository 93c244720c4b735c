import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignLead } from '@/server/dashboard/assign-lead';
import type { TDbHandle } from '@/server/db/client';
import { leads, notificationOptOuts } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { lastMailId as lastMailIdIn, mailSince as mailSinceIn } from '@tests/fixtures/mail-outbox';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

const mailSince = (id: number) => mailSinceIn(handle.db, id, 'id');
const lastMailId = () => lastMailIdIn(handle.db);

describe('"Assigned to you" emails', () => {
  it('go to the new assignee once per lead handed over (as bulk assign does, lead by lead)', async () => {
    const { managerA1, sam } = f.people;
    // Three leads of dealership A1 to hand over: L1, L3 (from another salesperson) and a copy of L1.
    const [extra] = await handle.db
      .insert(leads)
      .values({ websiteId: f.alpha.site.id, dealershipId: f.a1, category: 'Test Drive', name: 'Kim Extra' })
      .returning({ id: leads.id });
    const before = await lastMailId();
    for (const id of [f.leads.L1, f.leads.L3, extra!.id])
      await assignLead(handle.db, managerA1, id, sam.userId);
    const mail = await mailSince(before);
    expect(mail.map((m) => m.to)).toEqual([sam.email, sam.email, sam.email]);
    expect(mail[2]!.subject).toBe('Assigned to you – New Test Drive enquiry – Kim');
    expect(mail[2]!.text).toContain('Mia assigned you this lead from alpha Motors.');
    expect(mail[2]!.html).toContain(`http://dashboard.localhost:3000/leads/${extra!.id}`);
    // Assigning it again to the same person changes nothing and sends nothing.
    await assignLead(handle.db, managerA1, extra!.id, sam.userId);
    expect(await mailSince(before)).toHaveLength(3);
  });

  it('are not sent to someone who assigned the lead to themselves or turned the email off', async () => {
    const { managerA1, other } = f.people;
    const before = await lastMailId();
    await assignLead(handle.db, managerA1, f.leads.L1, managerA1.userId);
    await handle.db.insert(notificationOptOuts).values({ userId: other.userId, kind: 'assigned' });
    await assignLead(handle.db, managerA1, f.leads.L1, other.userId);
    await assignLead(handle.db, managerA1, f.leads.L1, null);
    expect(await mailSince(before)).toEqual([]);
  });
});
