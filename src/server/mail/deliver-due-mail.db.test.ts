import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { deliverDueMail } from './deliver-due-mail';
import { enqueueMail } from './enqueue-mail';
import type { TMailSender } from './mail-sender';

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

const policy = { baseDelayMs: 30_000, maxDelayMs: 60_000, maxAttempts: 2 };

describe('deliverDueMail', () => {
  it('sends due mail, retries a failure later, and parks it after the last attempt', async () => {
    await enqueueMail(handle.db, { to: 'ok@example.com', subject: 'A', text: 'a' });
    await enqueueMail(handle.db, { to: 'down@example.com', subject: 'B', text: 'b' });
    const sent: string[] = [];
    const send: TMailSender = async (mail) => {
      sent.push(mail.to);
      return mail.to === 'ok@example.com' ? { ok: true } : { ok: false, error: 'Connection refused' };
    };
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDueMail(handle.db, { send, leaseMs: 15_000, now: t0, policy })).toBe(2);
    let rows = await handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 1, null],
      ['pending', 1, 'Connection refused'],
    ]);
    // Not due again until its backoff has passed.
    expect(
      await deliverDueMail(handle.db, { send, leaseMs: 15_000, now: new Date(t0.getTime() + 1000), policy }),
    ).toBe(0);
    const later = new Date(t0.getTime() + 40_000);
    expect(await deliverDueMail(handle.db, { send, leaseMs: 15_000, now: later, policy })).toBe(1);
    rows = await handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows[1]).toMatchObject({ status: 'parked', attempts: 2 });
    expect(sent).toEqual(['ok@example.com', 'down@example.com', 'down@example.com']);
  });
});
