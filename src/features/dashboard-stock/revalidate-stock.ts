import { revalidateTag } from 'next/cache';

/**
 * Marks the cached pages of every site showing the cars, and each car's own pages, stale at once
 * (ADR 0010): the next visit renders afresh, so a price or a sale shows within seconds.
 */
export function revalidateStock(websiteIds: number[], carIds: number[]): void {
  for (const id of websiteIds) revalidateTag(`site:${id}`, { expire: 0 });
  for (const id of carIds) revalidateTag(`car:${id}`, { expire: 0 });
}
