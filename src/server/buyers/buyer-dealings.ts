import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, leads, reservations } from '@/server/db/schema';

/** An enquiry the buyer sent to the site, as the account page lists it. */
export type TBuyerEnquiry = {
  id: string;
  category: string;
  status: string;
  car: string | null;
  createdAt: Date;
};

/** A reservation or purchase the buyer made on the site. */
export type TBuyerReservation = {
  reference: string | null;
  kind: 'reserve' | 'buy';
  status: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  car: string | null;
  createdAt: Date;
};

/**
 * The buyer's enquiries on this site: the leads whose email is the account's (compared without case), newest
 * first, never another site's. De-identified leads no longer carry the email and so no longer match.
 */
export async function listBuyerEnquiries(
  db: TDb,
  account: { websiteId: number; email: string },
): Promise<TBuyerEnquiry[]> {
  return db
    .select({
      id: leads.id,
      category: leads.category,
      status: leads.status,
      car: cars.name,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.websiteId, account.websiteId), sql`lower(${leads.email}) = ${account.email}`))
    .orderBy(desc(leads.createdAt))
    .limit(200);
}

/** The buyer's reservations and purchases on this site, matched by the email they gave at checkout. */
export async function listBuyerReservations(
  db: TDb,
  account: { websiteId: number; email: string },
): Promise<TBuyerReservation[]> {
  return db
    .select({
      reference: reservations.reference,
      kind: reservations.kind,
      status: reservations.status,
      amountCents: reservations.amountCents,
      currency: reservations.currency,
      car: cars.name,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .leftJoin(cars, eq(cars.id, reservations.carId))
    .where(
      and(
        eq(reservations.websiteId, account.websiteId),
        sql`lower(${reservations.customer}->>'email') = ${account.email}`,
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(200);
}

/**
 * The buyer's leads as the dealer holds them (every column the enquiry stored, for "download my data"), without
 * the dealer's internal keys (idempotency, secrets, the staff member assigned).
 */
export async function exportBuyerEnquiries(db: TDb, account: { websiteId: number; email: string }) {
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.websiteId, account.websiteId), sql`lower(${leads.email}) = ${account.email}`))
    .orderBy(desc(leads.createdAt));
  return rows.map((lead) => {
    const { idempotencyKey, requestHash, resumeSecretHash, assignedUserId, ...held } = lead;
    void idempotencyKey;
    void requestHash;
    void resumeSecretHash;
    void assignedUserId;
    return held;
  });
}
