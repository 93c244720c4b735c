/** The stages of the lead funnel after "lead", in the order a sale goes through them. */
export const FUNNEL_STAGES = ['appointment', 'sold'] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];

/** Where each status stands on the way to a sale; lost and spam are off the way (they reach nothing by themselves). */
const RANK: Record<string, number> = { new: 0, contacted: 1, appointment: 2, sold: 3 };

/**
 * The funnel stages a lead reached: a stage is reached when the lead's status ever was that stage or a later one
 * (its statuses now and in the audit log). A lead that went to an appointment and was then lost reached the
 * appointment.
 */
export function reachedStages(statusesEver: readonly string[]): Record<TFunnelStage, boolean> {
  const best = Math.max(-1, ...statusesEver.map((s) => RANK[s] ?? -1));
  return { appointment: best >= RANK.appointment!, sold: best >= RANK.sold! };
}
