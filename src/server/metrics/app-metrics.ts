import { Counter, Gauge, Histogram, Registry } from 'prom-client';

const globalForMetrics = globalThis as unknown as { forecourtMetrics?: ReturnType<typeof createAppMetrics> };

/** The process's counters and histograms, on a registry of their own (not prom-client's global one). */
function createAppMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'forecourt_http_requests_total',
    help: 'HTTP requests answered, by route label and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'forecourt_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route label',
    labelNames: ['route'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const leadsCreated = new Counter({
    name: 'forecourt_leads_created_total',
    help: 'Leads stored (a repeat of an Idempotency-Key is not counted)',
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'forecourt_lead_deliveries_total',
    help: 'Lead delivery attempts by outcome: sent, retried (failed, tried again later) or parked (gave up)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const searchSeconds = new Histogram({
    name: 'forecourt_search_duration_seconds',
    help: 'Time of one car search of a site (the search provider call)',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Read from the database at each scrape (readOperationsState), platform-wide.
  const outboxOldestDueSeconds = new Gauge({
    name: 'forecourt_outbox_oldest_due_seconds',
    help: 'How long the oldest due row of each outbox has waited (0: none due)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const outboxDue = new Gauge({
    name: 'forecourt_outbox_due_rows',
    help: 'Rows of each outbox due now and not claimed by a server',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const outboxParked = new Gauge({
    name: 'forecourt_outbox_parked_rows',
    help: 'Rows of each outbox given up on after their last attempt (an operator retries them)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const activeHolds = new Gauge({
    name: 'forecourt_active_holds',
    help: 'Reservations holding a car now (pending or held, not expired)',
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'forecourt_database_up',
    help: '1 when this scrape could read the database, else 0',
    registers: [registry],
  });
  return {
    registry,
    requests,
    requestSeconds,
    leadsCreated,
    deliveries,
    searchSeconds,
    outboxOldestDueSeconds,
    outboxDue,
    outboxParked,
    activeHolds,
    databaseUp,
  };
}

/** This process's metrics (one set, kept on globalThis so Next's module copies share it). */
export function appMetrics() {
  globalForMetrics.forecourtMetrics ??= createAppMetrics();
  return globalForMetrics.forecourtMetrics;
}
