import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, catalogueModels, dealerships, type reservations } from '@/server/db/schema';

type TReservation = typeof reservations.$inferSelect;

/** What a paid reservation was for, in the words of its lead and email: a car, or a model (ADR 0020). */
export type TPaidSubject =
  | { kind: 'car'; name: string; stocknum: string; phone: string | null }
  | { kind: 'model'; name: string; make: string; dealershipSlug: string | null };

/**
 * Inside the transaction that marks a hold paid: a car is set reserved, and sold when bought outright (it reads
 * JUST SOLD and leaves search; the stock triggers move the search snapshot and queue the hosted index push); a
 * model deposit holds no car and changes no stock.
 */
export async function takePaidSubject(tx: TDb, reservation: TReservation, now: Date): Promise<TPaidSubject> {
  if (reservation.carId !== null) {
    const [car] = await tx
      .update(cars)
      .set({ reserved: true, ...(reservation.kind === 'buy' && { sold: true }), updatedAt: now })
      .where(eq(cars.id, reservation.carId))
      .returning({ name: cars.name, stocknum: cars.stocknum, phone: cars.locationPhone });
    return {
      kind: 'car',
      name: car?.name ?? 'car',
      stocknum: car?.stocknum ?? '',
      phone: car?.phone ?? null,
    };
  }
  const [model] = await tx
    .select({ name: catalogueModels.name, make: catalogueModels.manufacturerName })
    .from(catalogueModels)
    .where(eq(catalogueModels.id, reservation.modelId!));
  const [dealership] =
    reservation.dealershipId === null
      ? []
      : await tx
          .select({ slug: dealerships.slug })
          .from(dealerships)
          .where(eq(dealerships.id, reservation.dealershipId));
  return {
    kind: 'model',
    name: model?.name.trim() ?? 'model',
    make: model?.make.trim() ?? '',
    dealershipSlug: dealership?.slug ?? null,
  };
}
