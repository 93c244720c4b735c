import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { claimDueRows } from './claim-due-rows';
import { handBackClaims } from './claim-ledger';

let handle: TDbHandle;
const LEASE_MS = 120_000;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handBackClaims(handle.db); // forget the last test's claims
});

async function queue(count: number): Promise<number[]> {
  const rows = await handle.db
    .insert(mailOutbox)
    .values(
      Array.from({ length: count }, (_, n) => ({
        to: `person${n}@example.com`,
        subject: 's',
        text: 't',
        nextAttemptAt: new Date(Date.now() - 1000),
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

const claim = () =>
  claimDueRows<{ id: number }>(handle.db, 'mail_outbox', sql`id`, {
    limit: 10,
    leaseMs: LEASE_MS,
    now: new Date(),
  });

async function dueNow(): Promise<number[]> {
  const rows = await handle.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`status = 'pending' and next_attempt_at <= now()`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('handBackClaims', () => {
  it('makes claimed but unsent rows due at once instead of after the lease', async () => {
    const ids = await queue(3);
    expect((await claim()).map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids);
    expect(await dueNow()).toEqual([]);
    expect(await handBackClaims(handle.db)).toBe(3);
    expect(await dueNow()).toEqual(ids);
  });

  it('leaves alone rows sent or rescheduled since the claim', async () => {
    const [sent, retried, unsent] = await queue(3);
    await claim();
    await handle.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, sent!));
    const retryAt = new Date(Date.now() + 60_000);
    await handle.db.update(mailOutbox).set({ nextAttemptAt: retryAt }).where(eq(mailOutbox.id, retried!));
    expect(await handBackClaims(handle.db)).toBe(1);
    expect(await dueNow()).toEqual([unsent]);
    const [kept] = await handle.db
      .select({ nextAttemptAt: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [retried!]));
    expect(kept!.nextAttemptAt.getTime()).toBe(retryAt.getTime());
  });

  it('hands back each claim once', async () => {
    await queue(2);
    await claim();
    expect(await handBackClaims(handle.db)).toBe(2);
    expect(await handBackClaims(handle.db)).toBe(0);
  });
});
