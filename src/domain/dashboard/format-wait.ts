/** A wait in whole minutes as a person reads it: '12 min', '2 h 5 min', '3 d 4 h' (days of 24 hours). */
export function formatWait(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const rest = m % 60;
    return rest ? `${Math.floor(m / 60)} h ${rest} min` : `${m / 60} h`;
  }
  const days = Math.floor(m / (24 * 60));
  const hours = Math.floor((m % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}
