import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUCK_OUTBOX_SECONDS } from '@/domain/operations/outbox-attention';
import type { TDbHandle } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import { leadDeliveries, reservations } from '@/server/db/schema';
import { createLead } from '@/server/leads/create-lead';
import { ZLead } from '@/server/leads/lead-request.schema';
import { withMetricsToken } from '@/server/http/with-metrics-token';
import { metricsResponse } from '@/server/metrics/get-metrics-route';
import { captureLogs } from '@tests/fixtures/capture-logs';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';

const state = vi.hoisted(() => ({ open: null as null | (() => Promise<unknown>) }));
vi.mock('@/server/db/db', () => ({ getDb: () => state.open!() }));
// The routes ask for a request scope (connection()), which only a running Next.js server has.
vi.mock('next/server', async (original) => ({ ...(await original<object>()), connection: async () => {} }));

const { GET: ready } = await import('@/app/api/health/ready/route');

let handle: TDbHandle;
let websiteId: number;
let carId: number;
const TOKEN = 'metrics-token-0123456789';
// The app's route reads METRICS_TOKEN; these take their token from the test.
const metrics = withMetricsToken({ token: () => TOKEN }, metricsResponse);

beforeAll(async () => {
  handle = await createTestDb();
  state.open = async () => handle.db;
  const fixture = await createLeadFixture(handle.db, 'ops', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/', secret: 's' },
  ]);
  websiteId = fixture.site.id;
  carId = fixture.carId;
  await createLead(
    handle.db,
    fixture.site,
    ZLead.parse({ category: 'General Enquiry', name: 'Op', email: 'op@example.com', phone: '0400000000' }),
    {
      userAgent: null,
      referer: null,
    },
  );
});

afterAll(() => handle.close());

async function readiness() {
  const response = await ready(new Request('http://127.0.0.1/api/health/ready'), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json() };
}

const scrape = (authorization?: string) =>
  metrics(
    new Request('http://dashboard.localhost/metrics', { headers: authorization ? { authorization } : {} }),
  );

describe('GET /api/health/ready', () => {
  it('is ready with every outbox reported, a fresh delivery due', async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ready: true, database: 'up', pendingMigrations: 0, attention: [] });
    expect(body.outboxes.map((o: { outbox: string }) => o.outbox)).toEqual([
      'lead_deliveries',
      'mail_outbox',
      'payment_webhook_outbox',
      'search_index_pushes',
    ]);
    expect(body.outboxes[0]).toMatchObject({ outbox: 'lead_deliveries', due: 1, parked: 0 });
  });

  it('stays 200 with a stuck outbox and a parked delivery, naming both', async () => {
    const longAgo = new Date(Date.now() - (STUCK_OUTBOX_SECONDS + 60) * 1000);
    await handle.db.update(leadDeliveries).set({ nextAttemptAt: longAgo });
    const [lead] = await handle.db.select({ leadId: leadDeliveries.leadId }).from(leadDeliveries).limit(1);
    await handle.db.insert(leadDeliveries).values({
      leadId: lead!.leadId,
      destination: 'Old CRM',
      kind: 'webhook',
      status: 'parked',
      attempts: 8,
    });
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body.ready).toBe(true);
    expect(body.attention).toEqual([
      expect.stringMatching(/^lead_deliveries is stuck: 1 due, the oldest waiting 3\d\d s$/),
      'lead_deliveries has 1 parked',
    ]);
  });

  it('answers 503 while a migration of this build is pending', async () => {
    const [newest] = resultRows<{ id: number; hash: string; created_at: string }>(
      await handle.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      expect(await readiness()).toEqual({
        status: 503,
        body: expect.objectContaining({ ready: false, database: 'up', pendingMigrations: 1 }),
      });
    } finally {
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await readiness()).status).toBe(200);
  });

  it('answers 503 while the database is unreachable', async () => {
    const logs = captureLogs();
    state.open = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    try {
      expect(await readiness()).toEqual({ status: 503, body: { ready: false, database: 'down' } });
    } finally {
      state.open = async () => handle.db;
      logs.restore();
    }
    expect(logs.lines).toMatchObject([{ level: 'error', msg: 'database unreachable' }]);
  });
});

describe('GET /metrics', () => {
  it('answers 404 while no token is set, and 401 to a wrong or missing one', async () => {
    const unset = withMetricsToken({ token: () => undefined }, metricsResponse);
    expect((await unset(new Request('http://dashboard.localhost/metrics'))).status).toBe(404);
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it("gives Prometheus text with the outboxes, holds and the app's counters", async () => {
    await handle.db.insert(reservations).values({
      websiteId,
      carId,
      kind: 'reserve',
      processor: 'demo',
      amountCents: 50_000,
      currency: 'AUD',
      idempotencyKey: 'ops-hold-1',
      customer: {},
      expiresAt: new Date(Date.now() + 600_000),
    });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('forecourt_database_up 1');
    expect(text).toContain('forecourt_active_holds 1');
    expect(text).toContain('forecourt_outbox_parked_rows{outbox="lead_deliveries"} 1');
    expect(text).toContain('forecourt_outbox_due_rows{outbox="lead_deliveries"} 1');
    expect(text).toMatch(/forecourt_outbox_oldest_due_seconds\{outbox="lead_deliveries"\} 3\d\d/);
    expect(text).toMatch(/forecourt_leads_created_total [1-9]\d*/);
    for (const name of [
      'forecourt_http_requests_total',
      'forecourt_lead_deliveries_total',
      'forecourt_search_duration_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    await handle.db.delete(reservations).where(eq(reservations.idempotencyKey, 'ops-hold-1'));
  });
});
