import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { smsOutbox } from '@/server/db/schema';
import { createTwilioSmsSender } from '@/server/providers/sms/twilio-sms-sender';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { startTwilioStandIn, TWILIO_INVALID_NUMBER } from '@tests/stand-ins/twilio-stand-in';
import { deliverDueSms } from './deliver-due-sms';

let handle: TDbHandle;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
const account = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'test-auth-token' };
const settings = { accountSid: account.sid, authToken: account.token };
const policy = { baseDelayMs: 30_000, maxDelayMs: 60_000, maxAttempts: 3 };

beforeAll(async () => {
  handle = await createTestDb();
  twilio = await startTwilioStandIn(account);
}, 60_000);
afterAll(async () => {
  await twilio.close();
  await handle.close();
});

describe('new-lead texts through Twilio', () => {
  it('are sent in Twilio’s shape; refused numbers park at once, outages retry', async () => {
    const send = createTwilioSmsSender({ ...settings, from: '+61400000000', apiUrl: twilio.apiUrl });
    await handle.db.insert(smsOutbox).values([
      { to: '+61400000001', body: 'New Test Drive enquiry – Jo. http://dashboard.localhost:3000/leads/1' },
      { to: TWILIO_INVALID_NUMBER, body: 'New Finance enquiry – Al.' },
    ]);
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDueSms(handle.db, { send, leaseMs: 15_000, now: t0, policy })).toBe(2);
    expect(twilio.messages).toEqual([
      {
        To: '+61400000001',
        From: '+61400000000',
        Body: 'New Test Drive enquiry – Jo. http://dashboard.localhost:3000/leads/1',
      },
    ]);
    let rows = await handle.db.select().from(smsOutbox).orderBy(asc(smsOutbox.id));
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['delivered', 1, null],
      ['parked', 1, "Twilio 400 (code 21211): The 'To' number +15005550001 is not a valid phone number."],
    ]);

    // Twilio down: kept and tried again after its backoff, then sent.
    await handle.db.insert(smsOutbox).values({ to: '+61400000002', body: 'Later', nextAttemptAt: t0 });
    twilio.state.up = false;
    const t1 = new Date(t0.getTime() + 1000);
    expect(await deliverDueSms(handle.db, { send, leaseMs: 15_000, now: t1, policy })).toBe(1);
    rows = await handle.db.select().from(smsOutbox).orderBy(asc(smsOutbox.id));
    expect(rows[2]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio 503 (code 20500): Service unavailable',
    });
    twilio.state.up = true;
    expect(
      await deliverDueSms(handle.db, { send, leaseMs: 15_000, now: new Date(t1.getTime() + 40_000), policy }),
    ).toBe(1);
    expect(twilio.messages.map((m) => m.To)).toEqual(['+61400000001', '+61400000002']);

    // A Messaging Service sends as MessagingServiceSid; a wrong token is Twilio's 401, answered as a refusal.
    const service = createTwilioSmsSender({ ...settings, from: 'MG0123', apiUrl: twilio.apiUrl });
    expect(await service({ to: '+61400000003', body: 'Hi' })).toEqual({ ok: true });
    expect(twilio.messages.at(-1)).toEqual({ To: '+61400000003', Body: 'Hi', MessagingServiceSid: 'MG0123' });
    const wrong = createTwilioSmsSender({
      ...settings,
      authToken: 'nope',
      from: 'MG0123',
      apiUrl: twilio.apiUrl,
    });
    expect(await wrong({ to: '+61400000004', body: 'Hi' })).toEqual({
      ok: false,
      error: 'Twilio 401 (code 20003): Authenticate',
      permanent: true,
    });
  });
});
