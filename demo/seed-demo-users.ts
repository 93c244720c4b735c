import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { symmetricEncrypt } from 'better-auth/crypto';
import type { TDashboardAuth } from '@/server/auth/dashboard-auth';
import { createDashboardUser } from '@/server/auth/create-dashboard-user';
import { newRecoveryCodes } from '@/server/auth/new-recovery-codes';
import { DEMO_PASSWORD } from '@/server/auth/demo-password';
import type { TDb } from '@/server/db/client';
import { authTwoFactors, authUsers, dealerships, websites, type TDashboardRole } from '@/server/db/schema';
import { refuseInProductionMode } from './refuse-in-production-mode';
import { DEMO_TOTP_SECRETS } from './totp-code.mjs';

export { DEMO_PASSWORD };

type TDemoUser = { email: string; name: string; role: TDashboardRole; site?: string; dealership?: string };

/** One user per role on the demo sites, plus a second site's admin and a second dealership's salesperson. */
export const DEMO_USERS: TDemoUser[] = [
  { email: 'admin@forecourt.example', name: 'Pat Platform', role: 'platform_admin' },
  {
    email: 'group.admin@sydney-motor-group.example',
    name: 'Gina Group',
    role: 'group_admin',
    site: 'sydney-motor-group',
  },
  {
    email: 'group.admin@waikato-motors.example',
    name: 'Wiremu Waikato',
    role: 'group_admin',
    site: 'waikato-motors',
  },
  {
    email: 'manager@parramatta-toyota.example',
    name: 'Mia Manager',
    role: 'dealership_manager',
    dealership: 'parramatta-toyota',
  },
  {
    email: 'sales@parramatta-toyota.example',
    name: 'Sam Sales',
    role: 'salesperson',
    dealership: 'parramatta-toyota',
  },
  {
    email: 'sales@penrith-mazda.example',
    name: 'Pia Penrith',
    role: 'salesperson',
    dealership: 'penrith-mazda',
  },
];

/**
 * Two-factor sign-in on with the user's fixed key (README, demo/totp-code.mjs), stored as better-auth's two-factor
 * plugin stores a key imported from elsewhere (`base32:` and the key, encrypted with the auth secret).
 */
async function turnOnDemoTwoFactor(db: TDb, auth: TDashboardAuth, userId: string, key: string | undefined) {
  if (!key) return;
  const { secretConfig } = await auth.$context;
  await db.insert(authTwoFactors).values({
    id: randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: secretConfig, data: `base32:${key}` }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(newRecoveryCodes()) }),
    verified: true,
  });
  await db.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));
}

/**
 * Replaces the demo users (by email) with fresh ones holding DEMO_PASSWORD and their fixed authenticator keys. Run
 * after the demo sites are seeded; refused in production mode.
 */
export async function seedDemoUsers(db: TDb, auth: TDashboardAuth): Promise<number> {
  refuseInProductionMode('demo users');
  await db.delete(authUsers).where(
    inArray(
      authUsers.email,
      DEMO_USERS.map((u) => u.email),
    ),
  );
  const siteRows = await db.select({ id: websites.id, slug: websites.slug }).from(websites);
  const dealershipRows = await db.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships);
  let created = 0;
  for (const user of DEMO_USERS) {
    const websiteId = user.site ? siteRows.find((s) => s.slug === user.site)?.id : undefined;
    const dealershipId = user.dealership
      ? dealershipRows.find((d) => d.slug === user.dealership)?.id
      : undefined;
    if ((user.site && !websiteId) || (user.dealership && !dealershipId)) continue;
    const { id } = await createDashboardUser(
      db,
      auth,
      {
        email: user.email,
        name: user.name,
        password: DEMO_PASSWORD,
        role: user.role,
        websiteId,
        dealershipId,
      },
      { demoUser: true },
    );
    await turnOnDemoTwoFactor(db, auth, id, DEMO_TOTP_SECRETS[user.email]);
    created += 1;
  }
  return created;
}
