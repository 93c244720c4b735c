import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { notificationOptOuts } from '@/server/db/schema';
import { createJobScheduler } from '@/server/jobs/create-job-scheduler';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { sendOverdueDigests } from './send-overdue-digests';
import { lastMailId as lastMailIdIn, mailSince as mailSinceIn } from '@tests/fixtures/mail-outbox';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
// 08:30 in Sydney (AEDT), the fixture sites' time zone.
const morning = new Date('2026-11-28T21:30:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, morning);
  await handle.db.insert(notificationOptOuts).values({ userId: f.people.groupBeta.userId, kind: 'digest' });
}, 60_000);
afterAll(() => handle.close());

const mailSince = (id: number) => mailSinceIn(handle.db, id);
const lastMailId = () => lastMailIdIn(handle.db);

describe('the overdue digest', () => {
  it('is not sent before 08:00 site time', async () => {
    const before = await lastMailId();
    expect(await sendOverdueDigests(handle.db, new Date('2026-11-28T20:59:00Z'))).toBe(0);
    expect(await mailSince(before)).toEqual([]);
  });

  it('goes at 08:00 to each manager with overdue leads, once a day across two schedulers', async () => {
    const job = {
      name: 'overdue digests',
      every: 'tick' as const,
      run: () => sendOverdueDigests(handle.db, morning),
    };
    const serverA = createJobScheduler([job], async () => handle);
    const serverB = createJobScheduler([job], async () => handle);
    const before = await lastMailId();
    await Promise.all([serverA.tick(), serverB.tick()]);
    await Promise.all([serverA.tick(), serverB.tick()]);
    const mail = await mailSince(before);
    // Gina (alpha's group admin) and Mia (A1's manager); Bea turned it off; the platform admin is not a manager.
    expect(mail.map((m) => m.to)).toEqual([f.people.groupAlpha.email, f.people.managerA1.email]);
    const [gina, mia] = mail;
    expect(gina!.subject).toMatch(/^\d+ overdue leads? at alpha Motors$/);
    expect(gina!.text).toContain(`http://dashboard.localhost:3000/leads/${f.leads.L1}`);
    expect(gina!.html).toContain(`http://dashboard.localhost:3000/leads/${f.leads.L1}`);
    // Mia manages A1 only: Lia Four's lead at A2 is Gina's, not hers.
    expect(gina!.text).toContain('Lia Four');
    expect(mia!.text).not.toContain('Lia Four');
    expect(mia!.text).toContain(`/leads/${f.leads.L1}`);

    // The next morning it goes again.
    const nextDay = await lastMailId();
    await sendOverdueDigests(handle.db, new Date(morning.getTime() + 86_400_000));
    expect((await mailSince(nextDay)).map((m) => m.to)).toEqual([
      f.people.groupAlpha.email,
      f.people.managerA1.email,
    ]);
  });
});
