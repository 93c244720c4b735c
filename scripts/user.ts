/**
 * npm run user -- add --email <email> --name <name> --role <role> [--site <slug>] [--dealership <slug>] [--password-stdin]
 *
 * Adds a dashboard user with one membership: platform_admin (no --site or --dealership), group_admin (--site),
 * dealership_manager or salesperson (--dealership). The password is read from stdin with --password-stdin,
 * else a random one is made and printed once. Stop the app server first when it runs on PGlite (one process
 * per data directory).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { createDashboardUser } from '@/server/auth/create-dashboard-user';
import { passwordProblem } from '@/server/auth/password-problem';
import { appServerIsRunning } from '@/server/db/app-server-is-running';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { migrateDatabase } from '@/server/db/migrate';
import { DASHBOARD_ROLES, dealerships, websites } from '@/server/db/schema';
import { readStdin } from './lib/read-password';

const USAGE =
  'Usage: npm run user -- add --email <email> --name <name> --role platform_admin|group_admin|dealership_manager|salesperson [--site <slug>] [--dealership <slug>] [--password-stdin]';

const ZAddUser = z
  .object({
    email: z.email('--email: give an email address'),
    name: z.string().trim().min(1, '--name: give the person a name').max(200),
    role: z.enum(DASHBOARD_ROLES, `--role: one of ${DASHBOARD_ROLES.join(', ')}`),
    site: z.string().optional(),
    dealership: z.string().optional(),
  })
  .refine((u) => u.role !== 'group_admin' || u.site, { message: '--site: a group_admin needs the site slug' })
  .refine((u) => !['dealership_manager', 'salesperson'].includes(u.role) || u.dealership, {
    message: '--dealership: a dealership_manager or salesperson needs the dealership slug',
  });

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      site: { type: 'string' },
      dealership: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  if (positionals[0] !== 'add') {
    console.error(USAGE);
    return 1;
  }
  const parsed = ZAddUser.safeParse(values);
  if (!parsed.success) {
    console.error(`user: ${parsed.error.issues.map((i) => i.message).join('; ')}\n${USAGE}`);
    return 1;
  }
  const input = parsed.data;
  const password = values['password-stdin'] ? await readStdin() : randomBytes(12).toString('base64url');
  const problem = passwordProblem(password);
  if (problem) {
    console.error(`user: ${problem}`);
    return 1;
  }
  const url = databaseUrl();
  if (!/^postgres(ql)?:\/\//.test(url) && (await appServerIsRunning())) {
    console.error(
      `The app server is running on port ${env.PORT} and owns the database in ${url}. Stop it first.`,
    );
    return 1;
  }
  const handle = await openDatabase(url);
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    let websiteId: number | undefined;
    let dealershipId: number | undefined;
    if (input.role === 'group_admin' && input.site) {
      [{ id: websiteId } = { id: undefined }] = await db
        .select({ id: websites.id })
        .from(websites)
        .where(eq(websites.slug, input.site));
      if (!websiteId) throw new Error(`--site: no site ${input.site}`);
    }
    if ((input.role === 'dealership_manager' || input.role === 'salesperson') && input.dealership) {
      [{ id: dealershipId } = { id: undefined }] = await db
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(eq(dealerships.slug, input.dealership));
      if (!dealershipId) throw new Error(`--dealership: no dealership ${input.dealership}`);
    }
    const auth = createDashboardAuth(db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret'));
    const user = await createDashboardUser(db, auth, { ...input, password, websiteId, dealershipId });
    console.log(`Added ${user.email} (${input.role}).`);
    if (!values['password-stdin']) console.log(`Password (shown once): ${password}`);
    return 0;
  } catch (error) {
    console.error(`user: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
