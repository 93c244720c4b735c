import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_FAILURES, LOCKOUT_MS } from '@/domain/dashboard/sign-in-lockout';
import type { TDbHandle } from '@/server/db/client';
import { authSessions } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createDashboardAuth, type TDashboardAuth } from './dashboard-auth';
import { createDashboardUser } from './create-dashboard-user';
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

const attempt = (email: string, pw: string, now?: Date) =>
  signInWithPassword(handle.db, auth, { email, password: pw, headers: new Headers(), now });

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

  it('locks the address after repeated failures, even against the right password, until the lock runs out', async () => {
    const t0 = new Date(Date.now() + 3_600_000);
    const results = [];
    for (let i = 0; i < LOCKOUT_FAILURES; i += 1)
      results.push(await attempt('sam@example.com', 'nope nope nope', t0));
    expect(results.at(-1)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await attempt('sam@example.com', password, t0)).toMatchObject({ ok: false, reason: 'locked' });
    const after = new Date(t0.getTime() + LOCKOUT_MS + 1000);
    expect((await attempt('sam@example.com', password, after)).ok).toBe(true);
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
