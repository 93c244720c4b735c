import { randomUUID } from 'node:crypto';

/** The header that carries a request's id in and out (a load balancer's, or ours). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is a short plain token: nothing that could forge or break a log line. */
const SANE = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** The request's id: the `X-Request-Id` it came with when that is a sane token, else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && SANE.test(given) ? given : randomUUID();
}
