import { NEW_CAR_DAYS } from '../constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A car counts as new for NEW_CAR_DAYS (8 × 24 h) after created_at: new while less than 8 days have
 * passed, no longer new at exactly 8 days. A created_at in the future (clock skew) counts as new; an
 * unparseable one does not.
 */
export function isNewArrival(createdAt: Date | string | number, now: Date): boolean {
  const ageMs = now.getTime() - new Date(createdAt).getTime();
  return ageMs < NEW_CAR_DAYS * DAY_MS;
}
