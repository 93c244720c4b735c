/** Where a submitted form goes: /success?category={category}, then any extra pairs (which cannot replace category). */
export function successPath(category: string, extra: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ category });
  for (const [key, value] of Object.entries(extra)) {
    if (key !== 'category') params.append(key, value);
  }
  return `/success?${params.toString()}`;
}
