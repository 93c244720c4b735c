// Creates a stock API key for Parramatta Toyota on the Sydney demo site in DATA_DIR's (or DATABASE_URL's)
// database, for the stock feed benchmark, and prints the key. Run before the server opens a PGlite directory.
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { dealerships, stockApiKeys, websiteDealerships, websites } from '@/server/db/schema';
import { newStockApiKey } from '@/server/stock-api-keys/stock-api-key-secret';

const handle = await openDatabase(databaseUrl());
try {
  const [link] = await handle.db
    .select({ websiteId: websites.id, dealershipId: dealerships.id })
    .from(websiteDealerships)
    .innerJoin(websites, eq(websites.id, websiteDealerships.websiteId))
    .innerJoin(dealerships, eq(dealerships.id, websiteDealerships.dealershipId))
    .where(and(eq(websites.slug, 'sydney-motor-group'), eq(dealerships.slug, 'parramatta-toyota')));
  if (!link) throw new Error('seed the demo sites first');
  const secret = newStockApiKey();
  await handle.db
    .insert(stockApiKeys)
    .values({ ...link, name: 'Stock feed benchmark', prefix: secret.prefix, keyHash: secret.hash });
  process.stdout.write(`${secret.key}\n`);
} finally {
  await handle.close();
}
