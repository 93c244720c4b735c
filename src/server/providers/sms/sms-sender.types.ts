/** A text message to one mobile number (E.164). */
export type TSms = { to: string; body: string };

/**
 * The one interface of an SMS provider: sends a message, or says why not. `permanent`: the provider refused this
 * message for good (an invalid number), so retrying cannot help and the outbox parks it at once.
 */
export type TSmsSender = (
  sms: TSms,
) => Promise<{ ok: true } | { ok: false; error: string; permanent: boolean }>;
