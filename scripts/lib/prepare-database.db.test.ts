import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirstAdmin } from '@/server/auth/create-first-admin';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { signInWithPassword } from '@/server/auth/sign-in-with-password';
import type { TDbHandle } from '@/server/db/client';
import { authUsers, dealerships, memberships, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import { seedDemoData } from '../../demo/seed-demo-data';
import { seedDemoUsers } from '../../demo/seed-demo-users';
import { prepareDatabase } from './prepare-database';

// The first run of a production deployment: `npm start`'s database step with a postgres:// DATABASE_URL and no
// FORECOURT_MODE (the mode read by the real rule), then `npm run setup`. On PGlite here, and on the PostgreSQL server
// of TEST_DATABASE_URL in CI.
vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env')>();
  const production = actual.ZEnv.parse({ DATABASE_URL: 'postgres://forecourt@db.example/forecourt' });
  return { ...actual, env: { ...actual.env, FORECOURT_MODE: production.FORECOURT_MODE } };
});

let handle: TDbHandle;
let mediaRoot: string;
const auth = () => createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
const options = () => ({
  media: createLocalMediaStore(mediaRoot),
  auth,
  now: new Date('2026-11-28T00:00:00Z'),
  nswCars: 10,
});

beforeAll(async () => {
  handle = await createTestDb();
  mediaRoot = mkdtempSync(path.join(tmpdir(), 'forecourt-prepare-'));
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

const rows = async (table: typeof websites | typeof dealerships | typeof authUsers | typeof memberships) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe('a production-mode start on an empty database', () => {
  it('migrates and writes no site, no user and no demo image; it says there is no user yet', async () => {
    expect(await prepareDatabase(handle, options())).toEqual({ mode: 'production', users: 0 });
    expect(await rows(websites)).toBe(0);
    expect(await rows(dealerships)).toBe(0);
    expect(await rows(authUsers)).toBe(0);
    expect(await rows(memberships)).toBe(0);
    expect(readdirSync(mediaRoot)).toEqual([]);
  });

  it('the demo seed itself refuses, before anything is written', async () => {
    await expect(seedDemoData(handle.db, options())).rejects.toThrow(/Production mode/);
    await expect(seedDemoUsers(handle.db, options().auth())).rejects.toThrow(/Production mode/);
    expect(await rows(websites)).toBe(0);
    expect(await rows(authUsers)).toBe(0);
  });
});

describe('then createFirstAdmin (npm run setup)', () => {
  const admin = {
    email: 'Owner@Canterbury-Cars.example',
    name: 'Olive Owner',
    password: 'Paddock-Lantern-74',
  };

  it('refuses a common password, writing nothing', async () => {
    await expect(createFirstAdmin(handle.db, auth(), { ...admin, password: 'qwerty123456' })).rejects.toThrow(
      /common passwords/,
    );
    expect(await rows(authUsers)).toBe(0);
  });

  it('makes one platform admin with their own password, and nothing else', async () => {
    expect(await createFirstAdmin(handle.db, auth(), admin)).toEqual({
      ok: true,
      email: 'owner@canterbury-cars.example',
    });
    expect(
      await handle.db.select({ role: memberships.role, site: memberships.websiteId }).from(memberships),
    ).toEqual([{ role: 'platform_admin', site: null }]);
    expect(await rows(authUsers)).toBe(1);
    expect(await rows(websites)).toBe(0);
    const signIn = await signInWithPassword(handle.db, auth(), { ...admin, headers: new Headers() });
    expect(signIn.ok).toBe(true);
    expect(await prepareDatabase(handle, options())).toEqual({ mode: 'production', users: 1 });
  });

  it('refuses once anyone has an account', async () => {
    expect(
      await createFirstAdmin(handle.db, auth(), { ...admin, email: 'second@example.com', name: 'Second' }),
    ).toEqual({ ok: false, reason: 'users_exist', users: 1 });
    expect(await rows(authUsers)).toBe(1);
  });
});
