/**
 * The longest one attempt to deliver a lead may take, whatever the destination: a POST is aborted after it,
 * an SMTP connection gives up on any step that waits longer, and the outbox worker records the attempt as
 * failed once it has passed (deliverDueLeads).
 */
export const SEND_TIMEOUT_MS = 10_000;
