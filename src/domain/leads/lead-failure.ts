export type TLeadFailure = { alert: string; result: { lead_id: null; error: string } };

/** A failed lead submission: the alert text (the spec spells it 'occured') and the result the caller returns. */
export function leadFailure(error: unknown): TLeadFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { alert: `An error occured: ${message}`, result: { lead_id: null, error: message } };
}
