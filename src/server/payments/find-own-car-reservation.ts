import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { matchesHoldSecret } from './hold-secret';
import type { TOwnHold } from './own-holds-cookie';

/**
 * The paid reservation of this car that this browser made (one of the holds in its cookie, each checked with its
 * secret), or null: the car and checkout pages then say "You reserved this car", not that someone else did.
 */
export async function findOwnCarReservation(
  db: TDb,
  siteId: number,
  carId: number,
  holds: TOwnHold[],
  serverSecret: () => string,
) {
  if (holds.length === 0) return null;
  const rows = await db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      kind: reservations.kind,
      status: reservations.status,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteId, siteId),
        eq(reservations.carId, carId),
        eq(reservations.refundDue, false),
        inArray(reservations.status, ['paid', 'sold']),
        inArray(
          reservations.reference,
          holds.map((h) => h.reference),
        ),
      ),
    );
  const own = rows.find((row) =>
    matchesHoldSecret(holds.find((h) => h.reference === row.reference)?.secret, row.id, serverSecret()),
  );
  return own ? { reference: own.reference!, kind: own.kind, status: own.status } : null;
}

/**
 * The paid reservation of this car made by the signed-in My Garage account (its buyer's email is the account's, on
 * this site: accounts belong to one site, ADR 0036), or null: a buyer signed in on another device is told "You
 * reserved this car" too.
 */
export async function findAccountCarReservation(db: TDb, siteId: number, carId: number, email: string) {
  const [row] = await db
    .select({ reference: reservations.reference, kind: reservations.kind, status: reservations.status })
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteId, siteId),
        eq(reservations.carId, carId),
        eq(reservations.refundDue, false),
        inArray(reservations.status, ['paid', 'sold']),
        sql`lower(${reservations.customer}->>'email') = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.reference ? { reference: row.reference, kind: row.kind, status: row.status } : null;
}

/** What the browser that paid for the car is told instead of "reserved by someone else". */
export function ownReservationMessage(own: { reference: string; kind: 'reserve' | 'buy' }): string {
  return `You ${own.kind === 'buy' ? 'bought' : 'reserved'} this car: your reference is ${own.reference}.`;
}
