/**
 * Tests only (sigkill-durability.test.ts): a process that owns a PGlite data directory, as the app server
 * does, and takes leads through the same parse + createLead path as POST /api/leads (without Next's
 * request cache, which needs the Next runtime). With OUTBOX=1 it also runs the outbox worker.
 * Args: <dataDir> <port> <webhookUrl>. Prints READY when listening.
 */
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { keptSecret } from '@/server/admin/kept-secret';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { leads, websites } from '@/server/db/schema';
import { createLead } from '@/server/leads/create-lead';
import { ZLeadRequest } from '@/server/leads/lead-request.schema';
import { deliverDueLeads } from '@/server/leads/deliver-due-leads';
import { createEmailAdfSender } from '@/server/providers/lead-destinations/email-adf';
import { sealLeadDestinations } from '@/server/site-settings/lead-destination-secrets';
import { createSettingsCipher, settingsKeyFrom } from '@/server/site-settings/settings-cipher';
import type { TSite } from '@/server/websites/site.types';
import { createLeadFixture } from '../fixtures/lead-fixture';

const [dataDir, port, webhookUrl, outbox] = process.argv.slice(2);
const handle = await openDatabase(dataDir!);
await migrateDatabase(handle);
const db = handle.db;
// The settings key outlives a restart, as DATA_DIR/settings-key does for the app server.
const cipher = createSettingsCipher(settingsKeyFrom(keptSecret(`${dataDir}-secrets`, 'settings-key')));
const [existing] = await db.select().from(websites).where(eq(websites.slug, 'kill')).limit(1);
const created = existing ?? (await createLeadFixture(db, 'kill', [])).site;
const destinations = sealLeadDestinations(cipher, created.id, [
  { kind: 'webhook', name: 'CRM', url: webhookUrl!, secret: 'whsec_kill' },
]);
await db.update(websites).set({ leadDestinations: destinations }).where(eq(websites.id, created.id));
const site: TSite = {
  ...created,
  leadDestinations: destinations,
  dealershipIds: [created.dealershipId!],
  hosts: [],
  canonicalHost: null,
};

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      if (req.method === 'GET' && req.url?.startsWith('/api/leads/')) {
        const id = req.url.slice('/api/leads/'.length);
        const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
        res.writeHead(row ? 200 : 404).end();
        return;
      }
      const parsed = ZLeadRequest.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) {
        res.writeHead(400).end();
        return;
      }
      const result = await createLead(db, site, parsed.data.lead, { userAgent: null, referer: null });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: result.id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log('READY'));

if (outbox === '1') {
  const senders = { email: createEmailAdfSender({ mailDir: `${dataDir}-mail` }) };
  const policy = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 1000 };
  let running = false;
  setInterval(async () => {
    if (running) return;
    running = true;
    try {
      while ((await deliverDueLeads(db, { senders, cipher, policy, batchSize: 100, leaseMs: 5000 })) > 0) {
        // drain
      }
    } finally {
      running = false;
    }
  }, 50);
}
