import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITATION_TTL_MS } from '@/domain/people/invitation-state';
import { createDashboardAuth, type TDashboardAuth } from '@/server/auth/dashboard-auth';
import { signInWithPassword } from '@/server/auth/sign-in-with-password';
import type { TDbHandle } from '@/server/db/client';
import {
  auditLog,
  authSessions,
  authUsers,
  invitations,
  leads,
  mailOutbox,
  signInEvents,
} from '@/server/db/schema';
import { recordSignInEvent } from '@/server/people/sign-in-events';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { acceptInvitation } from '@/server/people/accept-invitation';
import { deactivatePerson, reactivatePerson } from '@/server/people/deactivate-person';
import { invitePerson } from '@/server/people/invite-person';
import { loadPeople } from '@/server/people/load-people';
import { listPeopleInScope } from '@/server/people/people-in-scope';
import { resendInvitation } from '@/server/people/resend-invitation';
import { withdrawInvitation } from '@/server/people/withdraw-invitation';
import { addPersonRole } from '@/server/people/change-person-roles';
import { listSignInEvents } from '@/server/people/load-people';
import { readDraft } from '@/server/dashboard/form-draft';
import { draftErrors } from '@/ui/form/form-errors';

const { postAcceptInvitation } = await import('./post-accept-invitation');
const { postInvite } = await import('./post-invite');
const { ACCEPT_FORM } = await import('./accept.schema');
const { INVITE_FORM, ZInvite } = await import('./invite.schema');

// The handlers as the dashboard serves them, on the test database; only the app's database and auth are swapped.
const state = vi.hoisted(() => ({ db: null as unknown, auth: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/auth/dashboard-auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDashboardAuth: async () => state.auth,
}));

// Requests reach us through one trusted proxy (10.0.0.1), which forwards the client's address.
vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env')>();
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) => (key === 'TRUSTED_PROXIES' ? ['10.0.0.1'] : Reflect.get(target, key)),
    }),
  };
});

let handle: TDbHandle;
let auth: TDashboardAuth;
let fx: Awaited<ReturnType<typeof createInboxFixture>>;
const t0 = new Date('2026-11-28T01:00:00Z');
const password = 'a long enough passphrase';
const viaProxy = (client: string) =>
  new Headers({ [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': `198.51.100.9, ${client}` });

beforeAll(async () => {
  handle = await createTestDb();
  auth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
  fx = await createInboxFixture(handle.db, t0);
  state.db = handle.db;
  state.auth = auth;
}, 60_000);
afterAll(() => handle.close());

/** The link's token of the newest invitation mail to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const text = mails.at(-1)!.text;
  return decodeURIComponent(/\/invitation\/(\S+)/.exec(text)![1]!);
}

describe('invitations', () => {
  it('invites by email; the link works once, signs the person in and records where from', async () => {
    const result = await invitePerson(
      handle.db,
      fx.people.managerA1,
      { email: 'Nia@Example.com', name: 'Nia', role: 'salesperson', websiteId: null, dealershipId: fx.a1 },
      t0,
    );
    expect(result.ok).toBe(true);
    const token = await mailedToken('nia@example.com');
    const [row] = await handle.db.select().from(invitations).where(eq(invitations.email, 'nia@example.com'));
    expect(row!.tokenHash).not.toContain(token);
    const accepted = await acceptInvitation(handle.db, auth, {
      token,
      name: 'Nia Ngata',
      password,
      headers: viaProxy('203.0.113.7'),
      now: new Date(t0.getTime() + INVITATION_TTL_MS - 1000),
    });
    expect(accepted).toMatchObject({
      ok: true,
      setCookies: expect.arrayContaining([expect.stringMatching(/session_token=/)]),
    });
    const again = await acceptInvitation(handle.db, auth, {
      token,
      name: 'X',
      password,
      headers: new Headers(),
    });
    expect(again).toEqual({ ok: false, reason: 'used' });
    const [nia] = await handle.db.select().from(authUsers).where(eq(authUsers.email, 'nia@example.com'));
    expect(nia!.name).toBe('Nia Ngata');
    expect(await listSignInEvents(handle.db, nia!.id)).toEqual([
      { signedInAt: expect.any(Date), clientAddress: '203.0.113.7' },
    ]);
    // Only the newest 20 are kept: what the person page lists.
    for (let i = 1; i <= 21; i += 1)
      await recordSignInEvent(handle.db, {
        userId: nia!.id,
        headers: viaProxy(`192.0.2.${i}`),
        now: new Date(t0.getTime() + INVITATION_TTL_MS + i * 60_000),
      });
    const kept = await handle.db.select().from(signInEvents).where(eq(signInEvents.userId, nia!.id));
    expect(kept.map((e) => e.clientAddress).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 2}`).sort(),
    );
    // A used link offers a new way in: the account's password-reset link.
    expect(await resendInvitation(handle.db, auth, { token, headers: new Headers() })).toBe('reset_sent');
    // And the address now has an account: a second invitation is refused at the email.
    expect(
      await invitePerson(handle.db, fx.people.platform, {
        email: 'nia@example.com',
        name: 'Nia',
        role: 'salesperson',
        websiteId: null,
        dealershipId: fx.a1,
      }),
    ).toEqual({ ok: false, field: 'email', code: 'has_account' });
  });

  it('expires after 72 h; a new link from the old one works, the old one no longer', async () => {
    await invitePerson(
      handle.db,
      fx.people.groupAlpha,
      {
        email: 'ed@example.com',
        name: 'Ed',
        role: 'dealership_manager',
        websiteId: null,
        dealershipId: fx.a2,
      },
      t0,
    );
    const old = await mailedToken('ed@example.com');
    const late = new Date(t0.getTime() + INVITATION_TTL_MS);
    expect(
      await acceptInvitation(handle.db, auth, {
        token: old,
        name: 'Ed',
        password,
        headers: new Headers(),
        now: late,
      }),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await resendInvitation(handle.db, auth, { token: old, headers: new Headers(), now: late })).toBe(
      'sent',
    );
    // Rate-limited: not a second link within the minute.
    expect(await resendInvitation(handle.db, auth, { token: old, headers: new Headers(), now: late })).toBe(
      'unknown',
    );
    const fresh = await mailedToken('ed@example.com');
    expect(fresh).not.toBe(old);
    expect(await resendInvitation(handle.db, auth, { token: fresh, headers: new Headers(), now: late })).toBe(
      'too_soon',
    );
    const accepted = await acceptInvitation(handle.db, auth, {
      token: fresh,
      name: 'Ed',
      password,
      headers: new Headers(),
      now: new Date(late.getTime() + INVITATION_TTL_MS - 1000),
    });
    expect(accepted.ok).toBe(true);
  });

  it('refuses a short password at acceptance and keeps the link usable', async () => {
    await invitePerson(handle.db, fx.people.platform, {
      email: 'pia@example.com',
      name: 'Pia',
      role: 'platform_admin',
      websiteId: null,
      dealershipId: null,
    });
    const token = await mailedToken('pia@example.com');
    expect(
      await acceptInvitation(handle.db, auth, {
        token,
        name: 'Pia',
        password: 'short',
        headers: new Headers(),
      }),
    ).toMatchObject({
      ok: false,
      reason: 'password',
    });
    expect(
      (await acceptInvitation(handle.db, auth, { token, name: 'Pia', password, headers: new Headers() })).ok,
    ).toBe(true);
  });

  it('a withdrawn invitation says so and sends no new link', async () => {
    const result = await invitePerson(handle.db, fx.people.groupAlpha, {
      email: 'wes@example.com',
      name: 'Wes',
      role: 'group_admin',
      websiteId: fx.alpha.site.id,
      dealershipId: null,
    });
    const token = await mailedToken('wes@example.com');
    await withdrawInvitation(handle.db, fx.people.groupAlpha, result.ok ? result.id : 0);
    expect(
      await acceptInvitation(handle.db, auth, { token, name: 'Wes', password, headers: new Headers() }),
    ).toEqual({
      ok: false,
      reason: 'withdrawn',
    });
    expect(await resendInvitation(handle.db, auth, { token, headers: new Headers() })).toBe('withdrawn');
    const actions = await handle.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'person.invited',
        'invitation.accepted',
        'invitation.resent',
        'invitation.withdrawn',
      ]),
    );
  });
});

describe('scope', () => {
  it('a group admin cannot invite a platform admin or anyone of another site, nor touch its people', async () => {
    const gina = fx.people.groupAlpha;
    const refused = [
      { role: 'platform_admin', websiteId: null, dealershipId: null },
      { role: 'group_admin', websiteId: fx.beta.site.id, dealershipId: null },
      { role: 'salesperson', websiteId: null, dealershipId: fx.b1 },
    ] as const;
    for (const grant of refused)
      await expect(
        invitePerson(handle.db, gina, { email: 'x@example.com', name: 'X', ...grant }),
      ).rejects.toThrow(DashboardError);
    await expect(deactivatePerson(handle.db, gina, fx.people.groupBeta.userId)).rejects.toThrow(
      DashboardError,
    );
    await expect(
      addPersonRole(handle.db, gina, fx.people.sam.userId, {
        role: 'group_admin',
        websiteId: fx.beta.site.id,
        dealershipId: null,
      }),
    ).rejects.toThrow(DashboardError);
    const listed = (await listPeopleInScope(handle.db, gina)).map((p) => p.name);
    expect(listed).toEqual(expect.arrayContaining(['Mia', 'Sam', 'Tia']));
    expect(listed).not.toEqual(expect.arrayContaining(['Bea']));
    expect(listed).not.toContain('Pat');
    // A manager sees and manages only the salespeople of their dealership.
    const mia = (await listPeopleInScope(handle.db, fx.people.managerA1)).map((p) => p.name);
    expect(mia).toEqual(expect.arrayContaining(['Sam', 'Olly']));
    expect(mia).not.toContain('Tia');
    expect(mia).not.toContain('Gina');
  });
});

describe('deactivation', () => {
  it('ends the sessions, hands the open leads back, blocks sign-in; reactivation lets them in again', async () => {
    const [nia] = await handle.db.select().from(authUsers).where(eq(authUsers.email, 'nia@example.com'));
    await handle.db.update(leads).set({ assignedUserId: nia!.id }).where(eq(leads.id, fx.leads.L1));
    await handle.db
      .update(leads)
      .set({ assignedUserId: nia!.id, status: 'sold' })
      .where(eq(leads.id, fx.leads.L3));
    expect(
      (
        await signInWithPassword(handle.db, auth, {
          email: 'nia@example.com',
          password,
          headers: new Headers(),
        })
      ).ok,
    ).toBe(true);
    await deactivatePerson(handle.db, fx.people.managerA1, nia!.id);
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.userId, nia!.id))).toEqual([]);
    const [l1] = await handle.db.select().from(leads).where(eq(leads.id, fx.leads.L1));
    const [l3] = await handle.db.select().from(leads).where(eq(leads.id, fx.leads.L3));
    expect([l1!.assignedUserId, l3!.assignedUserId]).toEqual([null, nia!.id]);
    expect(
      await signInWithPassword(handle.db, auth, {
        email: 'nia@example.com',
        password,
        headers: new Headers(),
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [person] = await loadPeople(
      handle.db,
      { all: true, siteIds: [], dealershipIds: [], sitesOf: () => [] },
      nia!.id,
    );
    expect(person!.deactivated).toBe(true);
    await reactivatePerson(handle.db, fx.people.managerA1, nia!.id);
    expect(
      (
        await signInWithPassword(handle.db, auth, {
          email: 'nia@example.com',
          password,
          headers: new Headers(),
        })
      ).ok,
    ).toBe(true);
  });
});

/** A form post to a dashboard handler, as a browser without JavaScript sends it. */
function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://dashboard.localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [PEER_ADDRESS_HEADER]: '127.0.0.1',
      ...headers,
    },
    body: new URLSearchParams(form),
  });
}

/** The draft a refusal set, as the page reads it back. */
function draftOf(response: Response, form: string): Record<string, string> | null {
  const nonce = new URL(response.headers.get('location')!, 'http://x').searchParams.get('draft');
  const cookie = /form-draft=([^;]*)/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  return readDraft(cookie, nonce, form);
}

describe('the forms, without JavaScript', () => {
  it('accepting refuses a short password at its field (never keeping it), then signs in; inviting refuses at the fields', async () => {
    // A manager (two-factor optional for the role), so the session accepted here can invite at once.
    await invitePerson(handle.db, fx.people.platform, {
      email: 'zoe@example.com',
      name: 'Zoe',
      role: 'dealership_manager',
      websiteId: null,
      dealershipId: fx.a1,
    });
    const token = await mailedToken('zoe@example.com');
    const refused = await postAcceptInvitation(
      post('/invitation/accept', { token, name: 'Zoe Z', password: 'too short' }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(new RegExp(`^/invitation/${token}\\?draft=`));
    expect(draftOf(refused, ACCEPT_FORM)).toEqual({
      token,
      name: 'Zoe Z',
      passwordError: 'Choose a password of at least 12 characters',
    });
    const accepted = await postAcceptInvitation(
      post('/invitation/accept', { token, name: 'Zoe Z', password }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(accepted.headers.get('location')).toBe('/leads');
    const session = accepted.headers
      .getSetCookie()
      .filter((c) => c.startsWith('better-auth.'))
      .map((c) => c.split(';')[0])
      .join('; ');

    const taken = await postInvite(
      post(
        '/people/invitations',
        { email: 'NIA@example.com', name: 'Nia', role: 'salesperson', dealership: String(fx.a1) },
        { cookie: session },
      ),
      { params: Promise.resolve({}) },
    );
    expect(taken.headers.get('location')).toMatch(/^\/people\/invite\?draft=.+&refused=has_account$/);
    expect(draftOf(taken, INVITE_FORM)).toMatchObject({ email: 'nia@example.com', name: 'Nia' });
    const noPlace = await postInvite(
      post(
        '/people/invitations',
        { email: 'new@example.com', name: 'New', role: 'salesperson' },
        { cookie: session },
      ),
      {
        params: Promise.resolve({}),
      },
    );
    expect(draftErrors(ZInvite, draftOf(noPlace, INVITE_FORM))).toEqual({
      dealership: 'Choose the dealership of a manager or salesperson',
    });
  });
});
