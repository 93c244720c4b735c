import type { websites } from '@/server/db/schema';

/** A dealer site as pages see it: the website row plus the dealerships whose stock and locations it shows. */
export type TSite = typeof websites.$inferSelect & { dealershipIds: number[] };
