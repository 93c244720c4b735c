/**
 * Tests only (sigkill-payment.test.ts): a process that owns a PGlite data directory, as the app server does,
 * and runs the checkout's durable path without Next: POST /setup places N holds with a buyer and confirms
 * each with the demo processor's success card (the processor's success, queued); the payment webhook route
 * (handlePaymentWebhook) at /api/payments/webhooks/{processor}/{site}; GET /state counts what was applied.
 * With WORKER=1 it delivers the queued events to itself, printing APPLIED <n> after each applied one and
 * DUPLICATE for a redelivery it dropped.
 * Args: <dataDir> <port> <worker 0|1> [<n>: SIGKILL itself once the n-th event is applied, before answering].
 * Prints READY when listening.
 */
import { createServer } from 'node:http';
import { count, eq, ne, sql, sum } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import {
  cars,
  leads,
  mailOutbox,
  paymentEvents,
  paymentWebhookOutbox,
  reservations,
  websites,
} from '@/server/db/schema';
import { findSite } from '@/server/websites/find-site';
import { confirmDemoPayment } from '@/server/payments/confirm-demo-payment';
import { deliverDueWebhooks } from '@/server/payments/deliver-due-webhooks';
import { handlePaymentWebhook } from '@/server/payments/handle-payment-webhook';
import { holdSecretOf } from '@/server/payments/hold-secret';
import { findCarToHold, placeHold } from '@/server/payments/place-hold';
import {
  createCheckoutFixture,
  DEMO_ONLY_CONFIG,
  TEST_BUYER,
  TEST_SERVER_SECRET,
} from '../fixtures/checkout-fixture';

const [dataDir, port, worker, killAfter] = process.argv.slice(2);
const handle = await openDatabase(dataDir!);
await migrateDatabase(handle);
const db = handle.db;
const [existing] = await db.select().from(websites).where(eq(websites.slug, 'kill')).limit(1);
if (!existing) await createCheckoutFixture(db, 'kill');
const site = (await findSite(db, { slug: 'kill' }))!;
let applied = 0;

async function setup(holds: number): Promise<string[]> {
  const [template] = await db
    .select()
    .from(cars)
    .where(eq(cars.dealershipId, site.dealershipIds[0]!))
    .limit(1);
  const ids: string[] = [];
  for (let i = 0; i < holds; i++) {
    const [car] = await db
      .insert(cars)
      .values({ ...template!, id: undefined, slug: `kill-car-${i}`, stocknum: `K${i}` })
      .returning();
    const found = await findCarToHold(db, site, car!.dealershipId, car!.id);
    const { reservation } = await placeHold(db, site, found, {
      dealershipId: car!.dealershipId,
      carId: car!.id,
      client: `10.30.${Math.floor(i / 2)}.${i % 2}`,
      buyer: TEST_BUYER,
      processor: 'demo',
    });
    await confirmDemoPayment(
      db,
      site.id,
      {
        reference: reservation.reference!,
        holdSecret: holdSecretOf(reservation.id, TEST_SERVER_SECRET),
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      },
      { client: 'harness', serverSecret: () => TEST_SERVER_SECRET },
    );
    ids.push(reservation.id);
  }
  return ids;
}

async function state() {
  const statuses = await db
    .select({ status: reservations.status, n: count() })
    .from(reservations)
    .groupBy(reservations.status);
  const [leadCount] = await db.select({ n: count() }).from(leads).where(eq(leads.category, 'Reserve Car'));
  const [mailCount] = await db.select({ n: count() }).from(mailOutbox);
  const [eventCount] = await db.select({ n: count() }).from(paymentEvents);
  const [deliveries] = await db.select({ n: sum(paymentWebhookOutbox.attempts) }).from(paymentWebhookOutbox);
  const [pending] = await db
    .select({ n: count() })
    .from(paymentWebhookOutbox)
    .where(ne(paymentWebhookOutbox.status, 'delivered'));
  const [reserved] = await db
    .select({ n: count() })
    .from(cars)
    .where(sql`${cars.reserved}`);
  const [duplicateLeads] = await db
    .execute<{ n: number }>(
      sql`select count(*)::int as n from (select car_id from leads group by car_id having count(*) > 1) d`,
    )
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
  return {
    statuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    leads: leadCount!.n,
    mails: mailCount!.n,
    events: eventCount!.n,
    reservedCars: reserved!.n,
    carsWithTwoLeads: duplicateLeads!.n,
    deliveryAttempts: Number(deliveries!.n),
    undelivered: pending!.n,
  };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (req.method === 'POST' && url.pathname === '/setup') {
        const ids = await setup(Number(url.searchParams.get('holds') ?? 10));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/state') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await state()));
        return;
      }
      const [, processor, slug] = /^\/api\/payments\/webhooks\/([^/]+)\/([^/]+)$/.exec(url.pathname) ?? [];
      const request = new Request(url, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      const answer = await handlePaymentWebhook(
        request,
        { processor: processor ?? '', site: slug ?? '' },
        {
          db: async () => db,
          config: DEMO_ONLY_CONFIG,
          revalidateTag: () => {},
        },
      );
      const body = await answer.text();
      const outcome = answer.ok ? (JSON.parse(body) as { outcome: string }).outcome : null;
      if (outcome === 'applied') console.log(`APPLIED ${++applied}`);
      // The payment is recorded but its delivery not yet acknowledged: die here, as a crash would.
      if (outcome === 'applied' && applied === Number(killAfter)) {
        console.log('KILLED');
        process.kill(process.pid, 'SIGKILL');
      }
      if (outcome === 'duplicate') console.log('DUPLICATE');
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log('READY'));

if (worker === '1') {
  let running = false;
  setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const options = {
        baseUrl: `http://127.0.0.1:${port}`,
        serverSecret: TEST_SERVER_SECRET,
        leaseMs: 2000,
      };
      while ((await deliverDueWebhooks(db, options)) > 0) {
        // drain
      }
    } finally {
      running = false;
    }
  }, 20);
}
