import type { websites } from '@/server/db/schema';

/**
 * A dealer site as pages see it: the website row, the dealerships whose stock and locations it shows, and its
 * domains: every host it answers on (`hosts`) and the one its pages name as theirs (`canonicalHost`, null
 * without a domain of its own).
 */
export type TSite = typeof websites.$inferSelect & {
  dealershipIds: number[];
  hosts: string[];
  canonicalHost: string | null;
};
