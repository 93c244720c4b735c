import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES } from '@/domain/dashboard/sign-in-lockout';
import type { TDbHandle } from '@/server/db/client';
import { authSessions, authUsers, signInEvents, signInFailures } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { DEMO_PASSWORD, seedDemoUsers } from '../../../demo/seed-demo-users';
import { demoTotpCode, totpCode } from '../../../demo/totp-code.mjs';
import { createDashboardUser } from './create-dashboard-user';
import { createDashboardAuth, type TDashboardAuth } from './dashboard-auth';
import { offerRecoveryCodes, takeRecoveryCodes } from './reveal-recovery-codes';
import { signInWithPassword } from './sign-in-with-password';
import {
  confirmTwoFactorEnrolment,
  pendingAuthenticatorKey,
  startTwoFactorEnrolment,
} from './two-factor-enrolment';
import { verifySignInCode } from './verify-sign-in-code';

// requireViewer (the handlers' gate) reads the app's database and auth: swapped for this file's.
const state = vi.hoisted(() => ({ db: null as unknown, auth: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/auth/dashboard-auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDashboardAuth: async () => state.auth,
}));
const { requireViewer } = await import('@/server/http/dashboard-request');

let handle: TDbHandle;
let auth: TDashboardAuth;
const password = 'correct horse battery';

/** The Cookie header a browser sends after these Set-Cookie answers (expired ones dropped). */
function cookieHeader(...answers: string[][]): Headers {
  const jar = new Map<string, string>();
  for (const setCookie of answers.flat()) {
    const [pair] = setCookie.split(';');
    const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
    if (/max-age=0/i.test(setCookie) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return new Headers({ cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') });
}

async function signedIn(email: string): Promise<Headers> {
  const result = await signInWithPassword(handle.db, auth, { email, password, headers: new Headers() });
  if (!result.ok) throw new Error(`sign-in of ${email}: ${result.reason}`);
  return cookieHeader(result.setCookies);
}

/** Turns two-factor on as the settings page does; answers the key as the page shows it (groups of four). */
async function enrol(email: string): Promise<string> {
  const headers = await signedIn(email);
  const [user] = await handle.db.select().from(authUsers).where(eq(authUsers.email, email));
  expect((await startTwoFactorEnrolment(auth, { password: 'not it at all', headers })).ok).toBe(false);
  expect((await startTwoFactorEnrolment(auth, { password, headers })).ok).toBe(true);
  const pending = await pendingAuthenticatorKey(handle.db, auth, { userId: user!.id, email });
  expect(pending?.uri).toMatch(/^otpauth:\/\/totp\/Forecourt:/);
  const wrong = String((Number(totpCode(pending!.key)) + 500_000) % 1_000_000).padStart(6, '0');
  expect(await confirmTwoFactorEnrolment(auth, { code: wrong, headers })).toEqual({
    ok: false,
    reason: 'invalid',
  });
  const [stillOff] = await handle.db.select().from(authUsers).where(eq(authUsers.email, email));
  expect(stillOff!.twoFactorEnabled).toBe(false);
  expect((await confirmTwoFactorEnrolment(auth, { code: totpCode(pending!.key), headers })).ok).toBe(true);
  return pending!.key;
}

beforeAll(async () => {
  handle = await createTestDb();
  auth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
  state.db = handle.db;
  state.auth = auth;
  for (const [email, role] of [
    ['ada@example.com', 'salesperson'],
    ['ben@example.com', 'dealership_manager'],
    ['gus@example.com', 'group_admin'],
  ] as const)
    await createDashboardUser(handle.db, auth, { email, name: email, password, role });
}, 60_000);
afterAll(() => handle.close());

const codeStep = (headers: Headers, code: string, kind: 'totp' | 'recovery' = 'totp') =>
  verifySignInCode(handle.db, auth, { code: { kind, code }, headers });

describe('two-factor sign-in', () => {
  let key = '';
  let recoveryCodes: string[] = [];

  it('enrolment takes the password, then turns two-factor on only with the first right code', async () => {
    key = await enrol('ada@example.com');
    const [ada] = await handle.db.select().from(authUsers).where(eq(authUsers.email, 'ada@example.com'));
    expect(ada!.twoFactorEnabled).toBe(true);
    const ticket = await offerRecoveryCodes(handle.db, ada!.id);
    recoveryCodes = (await takeRecoveryCodes(handle.db, auth, ada!.id, ticket)) ?? [];
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await takeRecoveryCodes(handle.db, auth, ada!.id, ticket)).toBeNull();
  }, 30_000);

  it('asks for the code after the right password: no session until the code is right', async () => {
    const sessionsBefore = (await handle.db.select().from(authSessions)).length;
    const headers = await passwordStep('ada@example.com');
    expect((await handle.db.select().from(authSessions)).length).toBe(sessionsBefore);
    const result = await codeStep(headers, totpCode(key));
    expect(result).toMatchObject({
      ok: true,
      setCookies: expect.arrayContaining([expect.stringMatching(/session_token=/)]),
    });
    // Without the step's cookie there is nothing to answer.
    expect(await codeStep(new Headers(), totpCode(key))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a wrong code and counts it towards this client’s wait, which then refuses even the right code', async () => {
    const headers = await passwordStep('ada@example.com');
    const wrong = String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await codeStep(headers, wrong)).toEqual({ ok: false, reason: 'invalid' });
    const [record] = await handle.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, 'ada@example.com'));
    expect(record?.failures).toBe(1);
    const answers = [];
    for (let i = 1; i < FREE_FAILURES; i += 1) answers.push(await codeStep(headers, wrong));
    expect(answers.at(-1)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await codeStep(headers, totpCode(key))).toMatchObject({ ok: false, reason: 'locked' });
    await handle.db.delete(signInFailures);
  });

  it('takes a recovery code (as the field reads it) once', async () => {
    const [first] = recoveryCodes;
    expect((await codeStep(await passwordStep('ada@example.com'), first!, 'recovery')).ok).toBe(true);
    expect(await codeStep(await passwordStep('ada@example.com'), first!, 'recovery')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    await handle.db.delete(signInFailures);
  });
});

describe('held until two-factor is on', () => {
  const gate = async (headers: Headers, beforeTwoFactor = false) =>
    requireViewer(new Request('http://dashboard.localhost/x', { headers }), { beforeTwoFactor }).then(
      (viewer) => viewer.email,
      (error: { status?: number; message?: string }) => `${error.status}: ${error.message}`,
    );

  it('refuses a group admin without it (403) but on the enrolment posts; a salesperson is not held', async () => {
    const admin = await signedIn('gus@example.com');
    expect(await gate(admin)).toMatch(/^403: Turn on two-factor sign-in first/);
    expect(await gate(admin, true)).toBe('gus@example.com');
    expect(await gate(await signedIn('ben@example.com'))).toBe('ben@example.com');
    const key = await enrol('gus@example.com');
    expect(await gate(await passwordStep('gus@example.com'))).toMatch(/Refused with 303 \/sign-in$/);
    const signedInWithCode = await codeStep(await passwordStep('gus@example.com'), totpCode(key));
    expect(await gate(cookieHeader(signedInWithCode.ok ? signedInWithCode.setCookies : []))).toBe(
      'gus@example.com',
    );
  }, 30_000);
});

describe('the demo users', () => {
  it('have two-factor on with their fixed keys (demo/totp-code.mjs)', async () => {
    // No demo sites here: only the platform admin, who needs none, is made.
    expect(await seedDemoUsers(handle.db, auth)).toBe(1);
    const email = 'admin@forecourt.example';
    const step = await signInWithPassword(handle.db, auth, {
      email,
      password: DEMO_PASSWORD,
      // The demo password signs in only from this machine (refuse-demo-password-from-afar.ts).
      headers: new Headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }),
    });
    expect(step).toMatchObject({ ok: false, reason: 'two-factor' });
    const headers = cookieHeader('setCookies' in step ? step.setCookies : []);
    const events = () =>
      handle.db
        .select({ userId: signInEvents.userId })
        .from(signInEvents)
        .innerJoin(authUsers, eq(authUsers.id, signInEvents.userId))
        .where(eq(authUsers.email, email));
    // The sign-in is recorded once the code is right, not at the password.
    expect(await events()).toHaveLength(0);
    expect((await codeStep(headers, demoTotpCode(email))).ok).toBe(true);
    expect(await events()).toHaveLength(1);
  }, 30_000);
});

/** The password step of a person with two-factor on: the Cookie header carrying its step. */
async function passwordStep(email: string): Promise<Headers> {
  const step = await signInWithPassword(handle.db, auth, { email, password, headers: new Headers() });
  expect(step).toMatchObject({ ok: false, reason: 'two-factor' });
  return cookieHeader('setCookies' in step ? step.setCookies : []);
}
