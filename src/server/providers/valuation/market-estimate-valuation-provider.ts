import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MARKET_ESTIMATE_YEAR_WINDOW,
  marketEstimate,
  type TMarketSubject,
} from '@/domain/valuations/market-estimate';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import type { IValuationProvider, TValuationRequest, TValuedVehicle } from './types';

/** The reference the provider hands itself between finding and valuing: the car valued, as JSON. */
const ZSubject = z.object({
  make: z.string().min(1),
  model: z.string().min(1),
  year: z.number().int(),
  kms: z.number().int().nonnegative(),
});

/** The visitor's car: as described in the request, else the group's own record of that plate. */
async function subjectOf(
  db: TDb,
  dealershipIds: readonly number[],
  request: TValuationRequest,
): Promise<TMarketSubject | null> {
  if (request.vehicle) return { ...request.vehicle, kms: request.kms };
  if (dealershipIds.length === 0) return null;
  const [known] = await db
    .select({ make: cars.make, model: cars.model, year: cars.year })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, [...dealershipIds]),
        sql`upper(regexp_replace(${cars.rego}, '[\\s.-]', '', 'g')) = ${request.rego}`,
      ),
    )
    .limit(1);
  return known ? { ...known, kms: request.kms } : null;
}

/**
 * The built-in 'market-estimate' valuation provider: the visitor's car (described in the request, or a
 * plate the group has had in stock) valued from the group's own stock and sold stock of the same make and
 * model, nearby year and kilometres (marketEstimate). No figure from fewer than three comparable cars.
 */
export function createMarketEstimateValuationProvider(
  database: () => Promise<TDb>,
  dealershipIds: readonly number[],
): IValuationProvider {
  return {
    name: 'market-estimate',
    async findVehicle(request): Promise<TValuedVehicle> {
      const subject = await subjectOf(await database(), dealershipIds, request);
      if (!subject) throw new Error('Market estimate: the car was not described and its plate is not known');
      return {
        providerRef: JSON.stringify(subject),
        description: `${subject.year} ${subject.make} ${subject.model}`,
      };
    },
    async valueVehicle({ providerRef }) {
      const subject = ZSubject.parse(JSON.parse(providerRef));
      if (dealershipIds.length === 0) return null;
      const candidates = await (
        await database()
      )
        .select({ make: cars.make, model: cars.model, year: cars.year, km: cars.km, price: cars.price })
        .from(cars)
        .where(
          and(
            inArray(cars.dealershipId, [...dealershipIds]),
            eq(sql`lower(trim(${cars.make}))`, subject.make.trim().toLowerCase()),
            eq(sql`lower(trim(${cars.model}))`, subject.model.trim().toLowerCase()),
            sql`abs(${cars.year} - ${subject.year}::int) <= ${MARKET_ESTIMATE_YEAR_WINDOW}`,
          ),
        );
      return marketEstimate(subject, candidates);
    },
  };
}
