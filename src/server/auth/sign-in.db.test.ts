import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES, UNLOCK_MAIL_FAILURES } from '@/domain/dashboard/sign-in-lockout';
import type { TDbHandle } from '@/server/db/client';
import { authSessions, mailOutbox } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createDashboardAuth, type TDashboardAuth } from './dashboard-auth';
import { createDashboardUser } from './create-dashboard-user';
import { unlockSignIn } from './send-unlock-mail';
import { signInWithPassword } from './sign-in-with-password';

let handle: TDbHandle;
let auth: TDashboardAuth;
const password = 'correct horse battery';

beforeAll(async () => {
  handle = await createTestDb();
  auth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
  await createDashboardUser(handle.db, auth, {
    email: 'Sam@Example.com',
    name: 'Sam',
    password,
    role: 'platform_admin',
  });
}, 60_000);
afterAll(() => handle.close());

const attempt = (email: string, pw: string, now?: Date, client = '198.51.100.1') =>
  signInWithPassword(handle.db, auth, {
    email,
    password: pw,
    headers: new Headers({ [PEER_ADDRESS_HEADER]: client }),
    now,
  });
const after = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);
const mailsTo = async (to: string) => (await handle.db.select().from(mailOutbox)).filter((m) => m.to === to);

describe('signInWithPassword', () => {
  it('signs in with the right password (email in any case) and stores a session', async () => {
    const result = await attempt('sam@example.COM', password);
    expect(result).toMatchObject({
      ok: true,
      setCookies: expect.arrayContaining([expect.stringMatching(/session_token=.+HttpOnly/i)]),
    });
    expect((await handle.db.select().from(authSessions)).length).toBeGreaterThan(0);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    expect(await attempt('sam@example.com', 'wrong password!!')).toEqual({ ok: false, reason: 'invalid' });
    expect(await attempt('nobody@example.com', password)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes a client that keeps failing wait 1, 2, 4… s (at most 30) between tries; other clients are not slowed', async () => {
    const t0 = new Date(Date.now() + 3_600_000);
    const guesser = '203.0.113.7';
    const results = [];
    for (let i = 1; i < FREE_FAILURES; i += 1)
      results.push(await attempt('sam@example.com', 'nope nope nope', t0, guesser));
    expect(results).toEqual(Array(FREE_FAILURES - 1).fill({ ok: false, reason: 'invalid' }));
    // Each failure from the fifth on is made as soon as the last wait has run out.
    const waits: number[] = [];
    let now = t0;
    for (let i = 0; i < 7; i += 1) {
      const result = await attempt('sam@example.com', 'nope nope nope', now, guesser);
      expect(result).toMatchObject({ ok: false, reason: 'locked' });
      const wait = (result as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      now = after(now, wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // Within its wait even the right password is refused to that client, and the try does not count.
    expect(await attempt('sam@example.com', password, after(now, -1), guesser)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 1,
    });
    // The owner, from elsewhere, signs in at once; and the guesser may try again once its wait is over.
    expect((await attempt('sam@example.com', password, now, '192.0.2.44')).ok).toBe(true);
    expect((await attempt('sam@example.com', password, now, guesser)).ok).toBe(true);
  });

  it('emails the owner one unlock link after 10 failures from any clients; the link clears every wait, once', async () => {
    const t0 = new Date(Date.now() + 7_200_000);
    const before = (await mailsTo('sam@example.com')).length;
    for (let i = 0; i < UNLOCK_MAIL_FAILURES / 2; i += 1) {
      await attempt('sam@example.com', 'nope nope nope', t0, '203.0.113.8');
      await attempt('sam@example.com', 'nope nope nope', t0, '203.0.113.9');
    }
    await attempt('sam@example.com', 'nope nope nope', after(t0, 40), '203.0.113.10');
    const mails = (await mailsTo('sam@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Repeated failed sign-ins to your Forecourt dashboard account');
    const token = /\/unlock-sign-in\?token=([\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeDefined();
    expect(await attempt('sam@example.com', password, after(t0, 0.5), '203.0.113.8')).toMatchObject({
      reason: 'locked',
    });
    expect(await unlockSignIn(handle.db, token!, after(t0, 0.5))).toBe(true);
    expect((await attempt('sam@example.com', password, after(t0, 0.5), '203.0.113.8')).ok).toBe(true);
    expect(await unlockSignIn(handle.db, token!, after(t0, 1))).toBe(false);
    expect(await unlockSignIn(handle.db, 'not-a-token', after(t0, 1))).toBe(false);
  });

  it('emails nobody about failures on an address without an account', async () => {
    const t0 = new Date(Date.now() + 10_800_000);
    for (let i = 0; i < UNLOCK_MAIL_FAILURES + 1; i += 1)
      await attempt('nobody@example.com', 'nope nope nope', t0, `203.0.113.${20 + i}`);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it('refuses a second account for one email, a short, a common and the demo password', async () => {
    await expect(
      createDashboardUser(handle.db, auth, {
        email: 'sam@example.com',
        name: 'S',
        password,
        role: 'salesperson',
      }),
    ).rejects.toThrow(/already has an account/);
    await expect(
      createDashboardUser(handle.db, auth, {
        email: 'x@example.com',
        name: 'X',
        password: 'short',
        role: 'salesperson',
      }),
    ).rejects.toThrow(/at least 12/);
    for (const [weak, message] of [
      ['password1234', /common passwords/],
      ['forecourt-demo', /demo password/],
    ] as const)
      await expect(
        createDashboardUser(handle.db, auth, {
          email: 'x@example.com',
          name: 'X',
          password: weak,
          role: 'salesperson',
        }),
      ).rejects.toThrow(message);
  });
});

describe('password reset by email', () => {
  it('queues an email with a one-time link; the token sets a new password and ends the old sessions', async () => {
    const { mailOutbox } = await import('@/server/db/schema');
    const { requestPasswordReset, completePasswordReset } = await import('./reset-password');
    // The unlock emails of the tests above are not this test's.
    await handle.db.delete(mailOutbox);
    await requestPasswordReset(auth, 'nobody@example.com', new Headers());
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
    await requestPasswordReset(auth, 'SAM@example.com', new Headers());
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'sam@example.com', status: 'pending' });
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect(
      await completePasswordReset(auth, { token: token!, newPassword: 'short', headers: new Headers() }),
    ).toEqual({
      ok: false,
      reason: 'password',
      problem: 'short',
    });
    expect(
      await completePasswordReset(auth, {
        token: token!,
        newPassword: 'Qwerty123456',
        headers: new Headers(),
      }),
    ).toEqual({ ok: false, reason: 'password', problem: 'common' });
    const newPassword = 'a brand new passphrase';
    expect(await completePasswordReset(auth, { token: token!, newPassword, headers: new Headers() })).toEqual(
      { ok: true },
    );
    expect(await handle.db.select().from(authSessions)).toEqual([]);
    expect(await completePasswordReset(auth, { token: token!, newPassword, headers: new Headers() })).toEqual(
      {
        ok: false,
        reason: 'invalid_token',
      },
    );
    expect((await attempt('sam@example.com', newPassword, new Date(Date.now() + 7_200_000))).ok).toBe(true);
  });
});
