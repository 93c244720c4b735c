import { RouteError } from '@/server/http/route-error';
import { ZIdempotencyKey, type TLead } from './lead-request.schema';

/**
 * The submission's idempotency key: the `Idempotency-Key` header, else the lead's `idempotency_key`;
 * undefined when neither is sent. A malformed header is a 400 naming it.
 */
export function idempotencyKeyOf(headers: Headers, lead: Pick<TLead, 'idempotency_key'>): string | undefined {
  const header = headers.get('idempotency-key');
  if (header === null || header.trim() === '') return lead.idempotency_key;
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) {
    throw new RouteError(400, `Idempotency-Key: ${parsed.error.issues[0]!.message}`, 'Idempotency-Key');
  }
  return parsed.data;
}
