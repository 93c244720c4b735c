import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { recordAudit } from '../record-audit';
import type { TViewer } from '../viewer.types';
import type { TCarEdit } from './car-edit.schema';
import { findEditableCar } from './find-car-in-scope';

type TCarColumns = Partial<typeof cars.$inferInsert>;

function columnsOf(edit: TCarEdit): TCarColumns {
  const rate = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));
  return {
    price: edit.price ?? null,
    label: edit.label ?? null,
    status: edit.status ?? 'in_stock',
    tag: edit.tag ?? null,
    reserved: edit.reserved ?? false,
    sold: edit.sold ?? false,
    reservable: edit.reservable ?? null,
    showOnDealerWebsite: edit.show_on_dealer_website ?? false,
    weeklyRepayment: edit.weekly_repayment ?? null,
    interestRate: rate(edit.interest_rate),
    comparisonRate: rate(edit.comparison_rate),
    termMonths: edit.term_months ?? null,
    financeLender: edit.finance_lender ?? null,
    description: edit.description ?? null,
    features: edit.features ?? [],
  };
}

/** Only the columns that changed, before and after, for the audit log. */
function changes(before: Record<string, unknown>, after: TCarColumns) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value ?? null;
  }
  return { was, now };
}

/**
 * Saves the car editor's form (a manager or an admin of the car's dealership), on record in the audit log.
 * The database's triggers move the search snapshot and queue the hosted index push in the same transaction;
 * the caller revalidates the cached pages of `websiteIds`.
 */
export async function updateStockCar(
  db: TDb,
  viewer: TViewer,
  carId: string,
  edit: TCarEdit,
): Promise<{ carId: number; websiteIds: number[]; changed: boolean }> {
  const { car, websiteIds } = await findEditableCar(db, viewer, carId);
  const values = columnsOf(edit);
  const { was, now } = changes(car, values);
  const changed = Object.keys(now).length > 0;
  if (changed) {
    await db.transaction(async (tx) => {
      // Only what changed is written: a field sent back as it was is left as stored.
      await tx
        .update(cars)
        .set({ ...(now as TCarColumns), updatedAt: new Date() })
        .where(eq(cars.id, car.id));
      await recordAudit(tx, viewer, {
        websiteId: websiteIds[0] ?? null,
        action: 'car.updated',
        before: { carId: car.id, stocknum: car.stocknum, ...was },
        after: { carId: car.id, stocknum: car.stocknum, ...now },
      });
    });
  }
  return { carId: car.id, websiteIds, changed };
}
