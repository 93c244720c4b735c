import { SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { PostgresJsPreparedQuery } from 'drizzle-orm/postgres-js/session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { createDemoProvider } from '@/server/payments/demo-provider';
import { tracePayments } from '@/server/payments/trace-payments';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { traceDrizzleQueries } from './trace-drizzle-queries';
import { withSpan } from './with-span';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let handle: TDbHandle;
// The test files of a worker share their modules (vitest isolate: false): Drizzle is given back unwrapped after.
const prototypes = [PglitePreparedQuery.prototype, PostgresJsPreparedQuery.prototype];
const originals = prototypes.map((p) => Object.getOwnPropertyDescriptors(p));

beforeAll(async () => {
  provider.register();
  traceDrizzleQueries();
  handle = await createTestDb();
});

beforeEach(() => exporter.reset());

afterAll(async () => {
  await handle.close();
  await provider.shutdown();
  trace.disable();
  prototypes.forEach((p, i) => {
    for (const key of Reflect.ownKeys(p)) if (!(key in originals[i]!)) Reflect.deleteProperty(p, key);
    Object.defineProperties(p, originals[i]!);
  });
  expect(PglitePreparedQuery.prototype.execute.name).toBe('execute');
});

const spans = () => exporter.getFinishedSpans();

describe('database query spans (both drivers go through the wrapped prepared queries)', () => {
  it('a query is a client span with its SQL text, never its parameters', async () => {
    await handle.db.execute(sql`select ${'Ann Buyer'}::text as name`);
    const [span] = spans().filter((s) => s.name.startsWith('db '));
    expect(span).toBeDefined();
    expect(span!.name).toBe('db SELECT');
    expect(span!.attributes['db.query.text']).toBe('select $1::text as name');
    expect(JSON.stringify(span!.attributes)).not.toContain('Ann Buyer');
  });

  it('a failed query is an error span whose message leaves the parameters out', async () => {
    await expect(
      handle.db.execute(sql`select * from no_such_table where a = ${'Ann Buyer'}`),
    ).rejects.toThrow();
    const [span] = spans().filter((s) => s.name.startsWith('db '));
    expect(span!.status.code).toBe(SpanStatusCode.ERROR);
    expect(JSON.stringify([span!.status, span!.events])).not.toContain('Ann Buyer');
  });

  it('queries inside a transaction are children of the span that ran it', async () => {
    await withSpan('outer', {}, () => handle.db.transaction((tx) => tx.execute(sql`select 1`)));
    const outer = spans().find((s) => s.name === 'outer')!;
    const inner = spans().find((s) => s.name === 'db SELECT')!;
    expect(inner.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
  });
});

describe('payment call spans', () => {
  it('each call to the processor is a span named by the call, with the processor and the hold', async () => {
    const payments = tracePayments(createDemoProvider('whsec_test'));
    await payments.startPayment({
      id: 'hold-1',
      reference: 'R1',
      amountCents: 50_000,
      currency: 'AUD',
      description: 'Deposit',
      returnUrl: 'http://x.example/r',
      notifyUrl: 'http://x.example/n',
    });
    await expect(payments.verifyEvent('{}', new Headers(), new Date())).rejects.toThrow();
    expect(spans().map((s) => [s.name, s.attributes['forecourt.payment.processor'], s.status.code])).toEqual([
      ['payment startPayment', 'demo', SpanStatusCode.UNSET],
      ['payment verifyEvent', 'demo', SpanStatusCode.ERROR],
    ]);
    expect(spans()[0]!.attributes['forecourt.hold.id']).toBe('hold-1');
  });
});
