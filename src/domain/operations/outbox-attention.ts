/** A due row waiting this long means no server is working the outbox (each tick claims due rows every second). */
export const STUCK_OUTBOX_SECONDS = 300;

/** One outbox's state as the operations endpoints report it. */
export type TOutboxHealth = { outbox: string; due: number; oldestDueSeconds: number; parked: number };

/**
 * What an operator should look at, in words: an outbox whose oldest due row has waited past STUCK_OUTBOX_SECONDS
 * (stuck), and rows given up on (parked). Never a reason to leave a load balancer: a partner's outage parks
 * deliveries while the site still takes leads.
 */
export function outboxAttention(outboxes: readonly TOutboxHealth[]): string[] {
  const notes: string[] = [];
  for (const { outbox, due, oldestDueSeconds, parked } of outboxes) {
    if (due > 0 && oldestDueSeconds >= STUCK_OUTBOX_SECONDS) {
      notes.push(`${outbox} is stuck: ${due} due, the oldest waiting ${Math.round(oldestDueSeconds)} s`);
    }
    if (parked > 0) notes.push(`${outbox} has ${parked} parked`);
  }
  return notes;
}
