import type { TFeedCar } from './feed-car.types';

/** A price as both platforms write one: amount with two decimals, a space, the ISO 4217 code ("32990.00 AUD"). */
export function feedPrice(amount: number, currency: 'AUD' | 'NZD'): string {
  return `${amount.toFixed(2)} ${currency}`;
}

/** A VIN only when it is one (17 letters and digits, never I, O or Q): a wrong one gets a listing refused. */
export function feedVin(vin: string | null): string {
  const value = (vin ?? '').trim().toUpperCase();
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(value) ? value : '';
}

/** The car's description, or its name when the dealer wrote none (both platforms want text there). */
export function feedDescription(car: Pick<TFeedCar, 'description' | 'name'>): string {
  return (car.description ?? '').trim() || car.name;
}

/** The day a car came into stock, ISO 8601 (YYYY-MM-DD, UTC). */
export function feedDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A free-text value matched, case-insensitively, to the first enum whose pattern it fits; else the fallback. */
export function feedEnum(value: string | null, table: readonly [RegExp, string][], fallback: string): string {
  if (!value) return fallback;
  return table.find(([pattern]) => pattern.test(value))?.[1] ?? fallback;
}
