import { sql } from 'drizzle-orm';
import { cars, catalogueModels } from '@/server/db/schema';

/**
 * What a reservation is for, as the dashboard lists it (reservations left-joined to cars and catalogue_models):
 * the car's name and stock number, or a model deposit's make and model (ADR 0020).
 */
export const reservedItemColumns = {
  carName: sql<string>`coalesce(${cars.name}, trim(${catalogueModels.manufacturerName}) || ' ' || trim(${catalogueModels.name}))`,
  stocknum: sql<string>`coalesce(${cars.stocknum}, 'model deposit: no particular car')`,
};
