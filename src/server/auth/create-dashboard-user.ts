import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers, memberships, type TDashboardRole } from '@/server/db/schema';
import { isProductionMode } from '@/server/forecourt-mode';
import type { TDashboardAuth } from './dashboard-auth';
import { DEMO_PASSWORD } from './demo-password';
import { passwordProblem } from './password-problem';

export type TNewDashboardUser = {
  email: string;
  name: string;
  password: string;
  role: TDashboardRole;
  websiteId?: number | null;
  dealershipId?: number | null;
};

/**
 * Adds a person with one membership: the one way users are made (`npm run setup`, `npm run user -- add`, the
 * People page, the demo seed). better-auth hashes the password (scrypt) and stores the credential account;
 * nothing here touches a hash. Refuses an email already in use and a password passwordProblem refuses; only the
 * demo seed (`demoUser`) gives the demo password, and never in production mode.
 */
export async function createDashboardUser(
  db: TDb,
  auth: TDashboardAuth,
  input: TNewDashboardUser,
  options: { demoUser?: boolean } = {},
) {
  const email = input.email.trim().toLowerCase();
  if (options.demoUser) {
    if (isProductionMode()) throw new Error('Demo users are never made in production mode');
    if (input.password !== DEMO_PASSWORD) throw new Error('A demo user has the demo password');
  } else {
    const problem = passwordProblem(input.password);
    if (problem) throw new Error(problem);
  }
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
