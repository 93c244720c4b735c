import { newIdempotencyKey } from '@/ui/form/new-idempotency-key';

/**
 * A form's Idempotency-Key: one per submission, kept across a retry of the same lead (a lost answer, a second
 * click) and new after success. A lead changed before its retry (the visitor edited a field after a failed send) is
 * another lead for the server, which refuses another lead under a used key (422): it gets a new key.
 */
export function createSubmissionKey(makeKey: () => string = newIdempotencyKey) {
  let key: string | null = null;
  let sentAs: string | null = null;
  return {
    /** The key to send `lead` with. */
    forLead(lead: Record<string, unknown>): string {
      const body = JSON.stringify(lead);
      if (sentAs !== null && sentAs !== body) key = null;
      sentAs = body;
      return (key ??= makeKey());
    },
    /** The key another route completes the partial lead with (POST /api/valuations). */
    current(): string {
      return (key ??= makeKey());
    },
    /** After a completed submission, or a partial save the server will not resume: the next lead is new. */
    reset() {
      key = sentAs = null;
    },
  };
}
