// The stock import of bench/stock-feed's file in this process, phase by phase, without HTTP or Next: where the
// 40,000 rows' time goes (decode, parse, the import itself) in wall-clock and CPU time, on an in-memory PGlite or,
// with TEST_DATABASE_URL, a scratch PostgreSQL database. `node --cpu-prof` on it gives the detail:
//   BENCH_STOCK_FEED_CARS=40000 npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/stock-feed/profile-import.ts
import { loadavg } from 'node:os';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { decodeStockFile } from '@/server/stock-import/decode-stock-file';
import { importStockRows } from '@/server/stock-import/import-stock-rows';
import { parseStockFile } from '@/server/stock-import/parse-stock-file';
import { createStockFixture } from '@/server/stock-import/stock-import.fixture';
import { stockCsv } from './stock-csv.mjs';

const count = Number(process.env.BENCH_STOCK_FEED_CARS ?? 40_000);

async function phase<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `${name.padEnd(16)} wall ${wall.toFixed(2)} s, cpu ${cpuSeconds.toFixed(2)} s (load ${loadavg()[0]!.toFixed(1)})`,
  );
  return value;
}

const handle = await createTestDb();
try {
  const fx = await createStockFixture(handle.db);
  const bytes = new TextEncoder().encode(
    stockCsv(count)
      .replace('stocknum,', 'dealership_slug,stocknum,')
      .replace(/\nFEED/g, '\nnorth,FEED'),
  );
  const text = await phase('decode', () => decodeStockFile(bytes));
  const parsed = await phase('parse', () => parseStockFile(text, 'csv'));
  const site = { ...fx.harbour };
  for (const what of ['create', 'update'])
    await phase(`import ${what}`, async () => {
      const result = await importStockRows(handle.db, site, parsed.records);
      if (result.rejected > 0) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    });
} finally {
  await handle.close();
}
