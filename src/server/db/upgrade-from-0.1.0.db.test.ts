import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDbHandle } from './client';
import { migrateDatabase } from './migrate';

// Release 0.1.0's migrations (names and hashes) and its demo as 0.1.0 seeded it, plus leads with deliveries and
// notes (tests/fixtures/release-0.1.0): the database a 0.1.0 install has, which an upgrade must carry over whole.
const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures/release-0.1.0');
const release = JSON.parse(readFileSync(path.join(fixtures, 'migrations.json'), 'utf8')) as {
  migrations: { idx: number; tag: string; when: number; sha256: string }[];
};
const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
const tmp = mkdtempSync(path.join(tmpdir(), 'fc-upgrade-test-'));
let handle: TDbHandle;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A migrations folder holding exactly release 0.1.0's migrations, each checked against its recorded hash. */
function releaseMigrationsFolder(): string {
  const folder = path.join(tmp, 'migrations-0.1.0');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  for (const { tag, sha256 } of release.migrations) {
    const file = path.join(migrationsFolder, `${tag}.sql`);
    const actual = createHash('sha256').update(readFileSync(file)).digest('hex');
    if (actual !== sha256)
      throw new Error(`${tag}.sql changed since release 0.1.0: migrations are forward-only, add a new one`);
    cpSync(file, path.join(folder, `${tag}.sql`));
  }
  const entries = release.migrations.map(({ idx, tag, when }) => ({
    idx,
    version: '7',
    when,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

/** The non-generated columns of each public table (what 0.1.0 stored), by table. */
async function storedColumns(): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await handle.db.execute(sql`
      select c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const columns = new Map<string, string[]>();
  for (const { table, column } of rows) columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

/** Loads the 0.1.0 demo rows (foreign keys and triggers off while loading, as a restore would), then the sequences. */
async function loadReleaseData(columns: Map<string, string[]>): Promise<void> {
  const data = JSON.parse(
    gunzipSync(readFileSync(path.join(fixtures, 'demo-data.json.gz'))).toString('utf8'),
  ) as Record<string, unknown[]>;
  await handle.db.execute(sql`set session_replication_role = replica`);
  for (const [table, rows] of Object.entries(data)) {
    const names = columns.get(table);
    if (!names)
      throw new Error(`the fixture has rows for ${table}, which the 0.1.0 migrations do not create`);
    if (rows.length === 0) continue;
    const list = sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    );
    await handle.db.execute(sql`
      insert into ${sql.identifier(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
  }
  await handle.db.execute(sql`set session_replication_role = origin`);
  const serials = rowsOf<{ table: string; column: string }>(
    await handle.db.execute(sql`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`),
  );
  for (const { table, column } of serials) {
    await handle.db.execute(sql`
      select setval(pg_get_serial_sequence(${table}, ${column}),
        (select coalesce(max(${sql.identifier(column)}), 0) + 1 from ${sql.identifier(table)}), false)`);
  }
}

/** Row count and an md5 of every row, over the given columns only (the ones 0.1.0 had), per table. */
async function contents(
  columns: Map<string, string[]>,
): Promise<Record<string, { rows: number; hash: string }>> {
  const result: Record<string, { rows: number; hash: string }> = {};
  for (const [table, names] of columns) {
    const row = sql`row(${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})::text`;
    const [answer] = rowsOf<{ rows: number; hash: string | null }>(
      await handle.db.execute(sql`
        select count(*)::int as rows, md5(string_agg(${row}, E'\n' order by ${row})) as hash
        from ${sql.identifier(table)}`),
    );
    result[table] = { rows: Number(answer!.rows), hash: answer!.hash ?? '' };
  }
  return result;
}

beforeAll(async () => {
  handle = await openDatabase('memory://');
});

afterAll(async () => {
  await handle.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('upgrading a release 0.1.0 database to the current migrations', () => {
  it('applies 0.1.0 exactly, then every later migration, and every row survives', async () => {
    await migrate(handle.db as never, { migrationsFolder: releaseMigrationsFolder() });
    const applied = rowsOf<{ hash: string }>(
      await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at`),
    );
    expect(applied.map((m) => m.hash)).toEqual(release.migrations.map((m) => m.sha256));

    const columns = await storedColumns();
    await loadReleaseData(columns);
    const before = await contents(columns);
    for (const table of [
      'websites',
      'dealerships',
      'cars',
      'car_images',
      'leads',
      'lead_deliveries',
      'auth_users',
    ])
      expect(before[table]!.rows, table).toBeGreaterThan(0);

    // Columns later migrations moved: 0016 moved websites.domain_name into site_domains (canonical, lower case).
    const domains = rowsOf<{ id: number; host: string }>(
      await handle.db.execute(sql`
        select id, lower(domain_name) as host from websites where coalesce(domain_name, '') <> '' order by id`),
    );
    expect(domains).toHaveLength(1);
    const moved = new Map(columns);
    moved.set(
      'websites',
      columns.get('websites')!.filter((c) => c !== 'domain_name'),
    );
    // 0022 made sign_in_failures again, keyed by account and client (its rows last 15 minutes; 0.1.0's demo has none).
    expect(before.sign_in_failures!.rows).toBe(0);
    moved.set(
      'sign_in_failures',
      columns.get('sign_in_failures')!.filter((c) => c !== 'locked_until'),
    );
    const kept = await contents(moved);

    await migrateDatabase(handle);
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [{ count }] = rowsOf<{ count: number }>(
      await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    ) as [{ count: number }];
    expect(Number(count)).toBe(journal.entries.length);
    expect(await contents(moved)).toEqual(kept);
    expect(kept.websites!.rows).toBe(before.websites!.rows);
    const hosts = rowsOf<{ id: number; host: string }>(
      await handle.db.execute(
        sql`select website_id as id, host from site_domains where canonical order by website_id`,
      ),
    );
    expect(hosts.map((h) => ({ id: Number(h.id), host: h.host }))).toEqual(
      domains.map((d) => ({ id: Number(d.id), host: d.host })),
    );
  }, 120_000);
});
