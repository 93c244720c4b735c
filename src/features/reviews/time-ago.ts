const DAY_MS = 86_400_000;

/** How long ago a 'YYYY-MM-DD' date was, in words: 'today', '3 days ago', '2 months ago', '1 year ago'. */
export function timeAgo(date: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (days === 0) return 'today';
  if (days < 7) return unit(days, 'day');
  if (days < 30) return unit(Math.floor(days / 7), 'week');
  if (days < 365) return unit(Math.floor(days / 30), 'month');
  return unit(Math.floor(days / 365), 'year');
}
