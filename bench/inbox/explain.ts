// `npx tsx bench/inbox/explain.ts [leads]`: the inbox's queries at 50,000 leads (default), timed in-process and
// shown with EXPLAIN ANALYZE, on in-memory PGlite, or on PostgreSQL when EXPLAIN_DATABASE_URL names a server
// (a scratch database is created there and dropped). A profiling aid for bench:inbox, not a benchmark.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { TDb, TDbHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { leads } from '@/server/db/schema';
import { vacuumEmbeddedLeads } from '@/server/db/vacuum-embedded-leads';
import { and, count } from 'drizzle-orm';
import { countInboxLeads } from '@/server/dashboard/count-inbox-leads';
import { parseInboxQuery } from '@/server/dashboard/inbox-query.schema';
import { inboxConditions, listInboxLeads } from '@/server/dashboard/list-inbox-leads';
import { loadResponseClocks } from '@/server/dashboard/load-response-clocks';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { insertBenchLeads } from './bench-leads';

const total = Number(process.argv[2] ?? 50_000);
const URLS = [
  '',
  'status=new',
  'page=40',
  'category=Finance&from=2026-01-01',
  'q=buyer4242',
  'view=unfinished',
];

type TLogged = { query: string; params: unknown[] };
let captured: TLogged[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };

type TProfiled = TDbHandle & {
  explain: (q: TLogged) => Promise<string[]>;
  run: (q: TLogged) => Promise<unknown>;
};

async function open(): Promise<TProfiled> {
  const serverUrl = process.env.EXPLAIN_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema, logger }) as unknown as TDb;
    const explain = async ({ query, params }: TLogged) =>
      (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    const run = ({ query, params }: TLogged) => client.query(query, params);
    return { db, kind: 'pglite', close: () => client.close(), explain, run };
  }
  const name = `forecourt_explain_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema, logger }) as unknown as TDb;
  const explain = async ({ query, params }: TLogged) =>
    (await sql.unsafe(`explain (analyze, buffers) ${query}`, params as never[])).map((r) => r['QUERY PLAN']);
  const close = async () => {
    await sql.end();
    await admin.unsafe(`drop database ${name} with (force)`);
    await admin.end();
  };
  const run = ({ query, params }: TLogged) => sql.unsafe(query, params as never[]);
  return { db, kind: 'postgres', close, explain, run };
}

const handle = await open();
try {
  await migrateDatabase(handle);
  const { site } = await createLeadFixture(handle.db, 'bench', []);
  await insertBenchLeads(handle.db, site.id, site.dealershipIds, total);
  if (handle.kind === 'postgres') await handle.db.execute('analyze leads');
  await vacuumEmbeddedLeads(handle);
  const viewer = await createViewer(handle.db, 'Gina', 'group_admin', { websiteId: site.id });
  const clocks = await loadResponseClocks(handle.db, { websiteIds: [site.id], dealershipIds: [] });
  for (const search of URLS) {
    const { query } = parseInboxQuery(Object.fromEntries(new URLSearchParams(search)));
    for (let i = 0; i < 5; i++) await listInboxLeads(handle.db, viewer, query, clocks);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      captured = [];
      const started = performance.now();
      await listInboxLeads(handle.db, viewer, query, clocks);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n## /leads?${search}  (${handle.kind}, ${total} leads) p50 ${times[14]!.toFixed(1)} ms, p95 ${times[28]!.toFixed(1)} ms`,
    );
    for (const q of captured) {
      const plan = await handle.explain(q);
      const started = performance.now();
      for (let i = 0; i < 10; i++) await handle.run(q);
      const ms = ((performance.now() - started) / 10).toFixed(1);
      console.log(`\n${q.query.slice(0, 160)}…\n[${ms} ms a run, client side]\n${plan.join('\n')}`);
    }
  }
  // The counts per status both ways, interleaved so a busy machine slows both alike: the leads counted
  // (the inbox before lead_counts, and still with a search or dates) and lead_counts summed.
  const { query } = parseInboxQuery({});
  const { filters } = inboxConditions(viewer, query);
  const ways = {
    'count the leads': () =>
      handle.db
        .select({ status: leads.status, finished: leads.formCompleted, n: count() })
        .from(leads)
        .where(and(...filters))
        .groupBy(leads.status, leads.formCompleted),
    'sum lead_counts': () => countInboxLeads(handle.db, viewer, query, filters),
  };
  const taken: Record<string, number[]> = { 'count the leads': [], 'sum lead_counts': [] };
  for (let i = 0; i < 60; i++) {
    for (const [name, run] of Object.entries(ways)) {
      const started = performance.now();
      await run();
      if (i >= 10) taken[name]!.push(performance.now() - started);
    }
  }
  for (const [name, times] of Object.entries(taken)) {
    times.sort((a, b) => a - b);
    console.log(`\n${name}: p50 ${times[24]!.toFixed(1)} ms, p95 ${times[47]!.toFixed(1)} ms (50 runs)`);
  }
} finally {
  await handle.close();
}
