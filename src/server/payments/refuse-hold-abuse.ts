import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import { MAX_ACTIVE_HOLDS_PER_CLIENT } from '@/domain/constants/limits';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import { failedPaymentWait } from './failed-payment-limit';

const ACTIVE = ['pending', 'held'] as const;

/** 429 when the client already holds its share of cars or has failed too many payments this hour. */
export async function refuseHoldAbuse(db: TDb, client: string, now: Date): Promise<void> {
  const wait = await failedPaymentWait(client);
  if (wait !== null) {
    throw new RouteError(429, 'Too many declined payments: please try again later.', null, {
      'Retry-After': String(wait),
    });
  }
  const [held] = await db
    .select({ n: count(), firstEnds: min(reservations.expiresAt) })
    .from(reservations)
    .where(
      and(
        eq(reservations.clientIp, client),
        inArray(reservations.status, [...ACTIVE]),
        gt(reservations.expiresAt, now),
      ),
    );
  if (held && held.n >= MAX_ACTIVE_HOLDS_PER_CLIENT) {
    const ends = held.firstEnds ? new Date(held.firstEnds).getTime() : now.getTime() + 60_000;
    throw new RouteError(429, `You are already holding ${held.n} cars: pay for or release one first.`, null, {
      'Retry-After': String(Math.max(1, Math.ceil((ends - now.getTime()) / 1000))),
    });
  }
}
