import { isBlank } from './is-blank';
import { SPAM_SUBMISSION_LOG } from './messages';
import type { TFormValues } from './types';

/** The spam-trap field: hidden from people (and from autofill), so only a bot fills it in. */
export const HONEYPOT_FIELD = 'website';

export type THoneypotDecision =
  { spam: true; log: typeof SPAM_SUBMISSION_LOG } | { spam: false; values: Record<string, unknown> };

/** Spam when the trap holds anything; otherwise the values without the trap field, ready to send. */
export function screenHoneypot(values: TFormValues): THoneypotDecision {
  const { [HONEYPOT_FIELD]: trap, ...rest } = values;
  return isBlank(trap) ? { spam: false, values: rest } : { spam: true, log: SPAM_SUBMISSION_LOG };
}
