// npx tsx tests/reliability/point-lead-webhook.ts <site> <url> — run on a seeded data directory (DATA_DIR)
// before the server starts: the site gets a webhook destination delivering to <url> (the demo sites have
// none: they send only where it works out of the box), so a reliability run has its own receiver. Its secret
// is sealed with the settings key of DATA_DIR, as the dashboard would save it.
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { websites } from '@/server/db/schema';
import { getSettingsCipher } from '@/server/site-settings/get-settings-cipher';
import { sealLeadDestinations } from '@/server/site-settings/lead-destination-secrets';

const [slug, url] = process.argv.slice(2);
if (!slug || !url) throw new Error('usage: point-lead-webhook.ts <site> <url>');
const handle = await openDatabase(databaseUrl());
try {
  const [site] = await handle.db
    .select({ id: websites.id, leadDestinations: websites.leadDestinations })
    .from(websites)
    .where(eq(websites.slug, slug));
  if (!site) throw new Error(`no site ${slug} in ${databaseUrl()}`);
  const destinations = sealLeadDestinations(getSettingsCipher(), site.id, [
    ...site.leadDestinations.filter((d) => d.kind !== 'webhook'),
    {
      kind: 'webhook' as const,
      name: 'Reliability receiver',
      url,
      secret: `whsec_demo_${slug.replace(/-/g, '_')}`,
    },
  ]);
  await handle.db.update(websites).set({ leadDestinations: destinations }).where(eq(websites.id, site.id));
} finally {
  await handle.close();
}
