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

export type TSubmitOutcome<R> = { spam: true } | { spam: false; result: R };

/**
 * Sends a submission unless the honeypot catches it; a caught one is reported as 'Attempted spam
 * submission', nothing is sent, and the outcome is flagged spam.
 */
export async function submitUnlessSpam<R>(
  values: TFormValues,
  effects: { send: (values: Record<string, unknown>) => Promise<R>; report: (message: string) => void },
): Promise<TSubmitOutcome<R>> {
  const decision = screenHoneypot(values);
  if (decision.spam) {
    effects.report(decision.log);
    return { spam: true };
  }
  return { spam: false, result: await effects.send(decision.values) };
}
