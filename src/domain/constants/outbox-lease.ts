import { SEND_TIMEOUT_MS } from './send-timeout';

/** How long a delivery the outbox worker claimed stays reserved for it, unless OUTBOX_LEASE_MS says otherwise. */
export const DEFAULT_OUTBOX_LEASE_MS = 120_000;

/**
 * The shortest lease allowed: an attempt ends (by the send timeout at the latest) well inside its lease, so
 * a second worker never claims a delivery that is still being sent.
 */
export const MIN_OUTBOX_LEASE_MS = SEND_TIMEOUT_MS + 5_000;
