import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { authUsers, memberships, websites } from '@/server/db/schema';
import { createTestDb } from '@/server/db/testing/create-test-db';
import { createFirstAdmin } from './create-first-admin';
import { createDashboardAuth, type TDashboardAuth } from './dashboard-auth';
import { signInWithPassword } from './sign-in-with-password';

let handle: TDbHandle;
let auth: TDashboardAuth;

beforeAll(async () => {
  handle = await createTestDb();
  auth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
}, 60_000);
afterAll(() => handle.close());

const admin = { email: 'Owner@Canterbury-Cars.example', name: 'Olive Owner', password: 'Paddock-Lantern-74' };

describe('createFirstAdmin (npm run setup)', () => {
  it('refuses a common password, writing nothing', async () => {
    await expect(createFirstAdmin(handle.db, auth, { ...admin, password: 'qwerty123456' })).rejects.toThrow(
      /common passwords/,
    );
    expect(await handle.db.select().from(authUsers)).toEqual([]);
  });

  it('on a database without users, makes one platform admin with their password, and nothing else', async () => {
    expect(await createFirstAdmin(handle.db, auth, admin)).toEqual({
      ok: true,
      email: 'owner@canterbury-cars.example',
    });
    expect(await handle.db.select({ email: authUsers.email }).from(authUsers)).toEqual([
      { email: 'owner@canterbury-cars.example' },
    ]);
    expect(
      await handle.db.select({ role: memberships.role, site: memberships.websiteId }).from(memberships),
    ).toEqual([{ role: 'platform_admin', site: null }]);
    expect(await handle.db.select().from(websites)).toEqual([]);
    const signIn = await signInWithPassword(handle.db, auth, {
      email: admin.email,
      password: admin.password,
      headers: new Headers(),
    });
    expect(signIn.ok).toBe(true);
  });

  it('refuses once anyone has an account', async () => {
    expect(
      await createFirstAdmin(handle.db, auth, { ...admin, email: 'second@example.com', name: 'Second' }),
    ).toEqual({ ok: false, reason: 'users_exist', users: 1 });
    expect(await handle.db.select().from(authUsers)).toHaveLength(1);
  });
});
