import { SpanKind } from '@opentelemetry/api';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { PostgresJsPreparedQuery } from 'drizzle-orm/postgres-js/session';
import { withSpan } from './with-span';

type TPrepared = { queryString: string };
type TMethods = Record<'execute' | 'all', (this: TPrepared, ...args: unknown[]) => Promise<unknown>>;

/** Marks a prototype already wrapped: Next's bundles may each hold a copy of this module, not of Drizzle. */
const TRACED = Symbol.for('forecourt.drizzle-traced');

/** The query's first keyword (SELECT, INSERT…): the operation name OpenTelemetry's database conventions ask for. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

/**
 * Gives every Drizzle query of both drivers (PGlite and postgres.js, in transactions too) a client span with its
 * SQL text; never its parameters. Neither driver has OpenTelemetry instrumentation of its own, so the prepared
 * query classes' `execute` and `all`, which every query goes through, are wrapped once. Called by openDatabase (so
 * the Drizzle copy of the bundle that queries is the one wrapped) only when traces are exported: an untraced
 * server runs Drizzle unchanged.
 */
export function traceDrizzleQueries(): void {
  for (const prepared of [PglitePreparedQuery, PostgresJsPreparedQuery]) {
    const methods = prepared.prototype as unknown as TMethods & { [TRACED]?: true };
    if (methods[TRACED]) continue;
    methods[TRACED] = true;
    for (const method of ['execute', 'all'] as const) {
      const original = methods[method];
      methods[method] = function traced(this: TPrepared, ...args: unknown[]) {
        const text = this.queryString;
        const attributes = {
          'db.system.name': 'postgresql',
          'db.operation.name': operationOf(text),
          'db.query.text': text,
          'forecourt.db.driver': prepared === PglitePreparedQuery ? 'pglite' : 'postgres.js',
        };
        return withSpan(
          `db ${operationOf(text)}`,
          attributes,
          () => original.apply(this, args),
          SpanKind.CLIENT,
        );
      };
    }
  }
}
