import { openMinutesBetween, type TBusinessHours } from '../dashboard/lead-response-time';

/** Whether a lead was answered within the site's overdue time: `within`, `late`, or still `waiting` inside it. */
export type TAnswerVerdict = 'within' | 'late' | 'waiting';

/**
 * The overdue rule of the inbox (src/domain/dashboard/lead-response-time.ts) applied to one lead: the minutes of
 * the dealership's opening hours from the lead to its first answer, or to `now` while it has none. A lead not yet
 * answered and not yet overdue has no verdict yet (`waiting`), so it counts on neither side.
 */
export function answerVerdict(
  lead: { createdAt: Date; firstContactedAt: Date | null },
  now: Date,
  overdueMinutes: number,
  business: TBusinessHours,
): TAnswerVerdict {
  const waited = openMinutesBetween(lead.createdAt, lead.firstContactedAt ?? now, business);
  if (waited >= overdueMinutes) return 'late';
  return lead.firstContactedAt ? 'within' : 'waiting';
}
