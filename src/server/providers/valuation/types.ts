/**
 * The spec's trade-in valuation request in our own words: the visitor's plate, odometer and contact,
 * and where the request came from (site, dealership, location, car, pages visited).
 */
export type TValuationRequest = {
  url: string | null;
  origin: string;
  rego: string;
  state: string;
  kms: number;
  /** The visitor's car as they described it, when the form asked (the market estimate needs it). */
  vehicle: { make: string; model: string; year: number } | null;
  name: string;
  email: string;
  phone: string;
  preferredContactMethod: string;
  category: string;
  websiteId: number;
  dealershipId: number | null;
  locationId: number | null;
  carId: number | null;
  linkedQueryParams: Record<string, string>;
  visitedPages: string[];
};

/** The provider's record of the vehicle it found by the plate. */
export type TValuedVehicle = { providerRef: string; description: string | null };

/**
 * A trade-in range in whole dollars, only ever as the provider gave it; the built-in market estimate also
 * says how many comparable cars it rests on, in words shown with the range.
 */
export type TValuationEstimate = { low: number; high: number; comparables?: number; basis?: string };

/** A vehicle valuation service: find the vehicle by its plate, then value it with the visitor's answers. */
export interface IValuationProvider {
  /** Stored with each valuation row, e.g. 'autograb'. */
  readonly name: string;
  /** Throws when the provider does not answer with a vehicle. */
  findVehicle(request: TValuationRequest): Promise<TValuedVehicle>;
  /** The provider's trade-in range, or null when it gave none; throws when it does not answer. */
  valueVehicle(vehicle: {
    providerRef: string;
    adjustmentAnswers: Record<string, string>;
  }): Promise<TValuationEstimate | null>;
}
