import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers, memberships, type TDashboardRole } from '@/server/db/schema';
import { MIN_PASSWORD_LENGTH, type TDashboardAuth } from './dashboard-auth';

export type TNewDashboardUser = {
  email: string;
  name: string;
  password: string;
  role: TDashboardRole;
  websiteId?: number | null;
  dealershipId?: number | null;
};

/**
 * Adds a person with one membership. better-auth hashes the password (scrypt) and stores the credential
 * account; nothing here touches a hash. Refuses an email already in use and a password shorter than the
 * sign-in form accepts.
 */
export async function createDashboardUser(db: TDb, auth: TDashboardAuth, input: TNewDashboardUser) {
  const email = input.email.trim().toLowerCase();
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (existing) throw new Error(`${email} already has an account`);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser({ email, name: input.name }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  await db.insert(memberships).values({
    userId: user.id,
    role: input.role,
    websiteId: input.websiteId ?? null,
    dealershipId: input.dealershipId ?? null,
  });
  return { id: user.id, email };
}
