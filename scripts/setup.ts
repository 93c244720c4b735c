/**
 * npm run setup -- --email <email> --name <name> [--password-stdin]
 *
 * Creates the first platform admin on a database without users, with a password they choose (asked twice, not
 * echoed, on a terminal; or read from stdin with --password-stdin), and nothing else. Refused once the database
 * has any user, and while the app server owns the PGlite data directory.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createFirstAdmin } from '@/server/auth/create-first-admin';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { passwordProblem } from '@/server/auth/password-problem';
import { migrateDatabase } from '@/server/db/migrate';
import { openScriptDatabase } from './lib/open-script-database';
import { promptHidden, readStdin } from './lib/read-password';

const USAGE = 'Usage: npm run setup -- --email <email> --name <name> [--password-stdin]';

const ZSetup = z.object({
  email: z.email('--email: give the admin’s email address'),
  name: z.string().trim().min(1, '--name: give the admin’s name').max(200),
});

/** The password from stdin, or asked twice on a terminal, and what is wrong with it (null: nothing). */
async function choosePassword(fromStdin: boolean): Promise<{ password: string; problem: string | null }> {
  if (fromStdin) {
    const password = await readStdin();
    return { password, problem: passwordProblem(password) };
  }
  if (!process.stdin.isTTY)
    return { password: '', problem: 'give the password on standard input with --password-stdin' };
  const password = await promptHidden('Password for the admin (at least 12 characters, not a common one): ');
  const again = await promptHidden('The same password again: ');
  return { password, problem: password === again ? passwordProblem(password) : 'the two passwords differ' };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  const parsed = ZSetup.safeParse(values);
  if (!parsed.success) {
    console.error(`setup: ${parsed.error.issues.map((i) => i.message).join('; ')}\n${USAGE}`);
    return 1;
  }
  const { password, problem } = await choosePassword(values['password-stdin'] ?? false);
  if (problem) {
    console.error(`setup: ${problem}`);
    return 1;
  }
  const handle = await openScriptDatabase('npm run setup');
  if (!handle) return 1;
  try {
    await migrateDatabase(handle);
    const auth = createDashboardAuth(handle.db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret'));
    const result = await createFirstAdmin(handle.db, auth, { ...parsed.data, password });
    if (!result.ok) {
      console.error(
        `setup: this database already has ${result.users} dashboard user(s); setup only makes the first one.\n` +
          'Add people from the dashboard, or with `npm run user -- add`.',
      );
      return 1;
    }
    console.log(`Created ${result.email}, platform admin. Sign in at http://${env.DASHBOARD_HOST}/sign-in`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
