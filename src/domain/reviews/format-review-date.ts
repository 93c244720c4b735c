/** A review's date ('YYYY-MM-DD') as the spec's review_date, day/month/year: '2026-11-08' -> '08/11/2026'. */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`A review date must be YYYY-MM-DD, got '${date}'`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}
