import type { TArt } from '../images/vehicle-art';

export type TSimpleFuel = 'Electric' | 'Hybrid';

export type TBadgeSpec = {
  name: string;
  price: number;
  engine: string;
  simpleFuel: TSimpleFuel | null;
  fuelType: string;
};

/** A model as it appears in stock: body, drawing, badges with their new price (drive-away, whole dollars). */
export type TVehicleSpec = {
  make: string;
  model: string;
  body: string;
  art: TArt;
  transmission: string;
  /** Relative share of stock. */
  popularity: number;
  /** First model year seen in used stock. */
  firstYear: number;
  badges: TBadgeSpec[];
  /** Odometer range of used examples when it is not a road car's (side-by-sides, golf carts). */
  usedKm?: [number, number];
};

type TBadgeRow = [name: string, price: number, engine: string, simpleFuel?: TSimpleFuel];

const FUEL_BY_ENGINE: [RegExp, string][] = [
  [/electric|kw|kwh/i, 'Electric'],
  [/hybrid|e-power|phev/i, 'Hybrid'],
  [/diesel/i, 'Diesel'],
];

export function spec(
  make: string,
  model: string,
  body: string,
  art: TArt,
  popularity: number,
  firstYear: number,
  badges: TBadgeRow[],
  extra: Partial<Pick<TVehicleSpec, 'transmission' | 'usedKm'>> = {},
): TVehicleSpec {
  return {
    make,
    model,
    body,
    art,
    popularity,
    firstYear,
    transmission: extra.transmission ?? 'Automatic',
    usedKm: extra.usedKm,
    badges: badges.map(([name, price, engine, simpleFuel]) => ({
      name,
      price,
      engine,
      simpleFuel: simpleFuel ?? null,
      fuelType: FUEL_BY_ENGINE.find(([pattern]) => pattern.test(engine))?.[1] ?? 'Petrol',
    })),
  };
}

export function findSpec(specs: TVehicleSpec[], make: string, model: string): TVehicleSpec {
  const found = specs.find((s) => s.make === make && s.model === model);
  if (!found) throw new Error(`No vehicle spec for ${make} ${model}`);
  return found;
}
