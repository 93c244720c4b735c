import { createHash } from 'node:crypto';
import type { TLead } from './lead-request.schema';

/** JSON with every object's keys in order, so the same lead reads the same however its fields were ordered. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of the lead as sent (its key aside): a retry under the same Idempotency-Key carries the same lead, so the
 * same fingerprint; another lead under that key is refused (422) rather than answered with the first one's id.
 */
export function leadFingerprint(lead: TLead): string {
  // stableJson leaves out undefined values: the key itself is not part of what it identifies.
  return createHash('sha256')
    .update(stableJson({ ...lead, idempotency_key: undefined }))
    .digest('hex');
}
