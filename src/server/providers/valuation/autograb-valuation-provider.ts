import { z } from 'zod';
import { LEAD_SOURCE } from '@/domain/leads/partial-lead';
import type { IValuationProvider, TValuationEstimate, TValuationRequest, TValuedVehicle } from './types';

export type TAutograbSettings = {
  /** The dealer platform's API base; the calls go to {baseUrl}/api/valuations/autograb_*. */
  baseUrl: string;
  /** Sent as a bearer token when the platform asks for one. */
  apiKey?: string;
  timeoutMs?: number;
};

/** What the platform answers for the vehicle: its id (the valuation's reference) and what it found. */
const ZVehicleData = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]),
  vehicle: z
    .object({
      year: z.number().int().optional(),
      make: z.string().max(60).optional(),
      model: z.string().max(60).optional(),
      badge: z.string().max(80).optional(),
    })
    .optional(),
});

/** Dollars as the platform gives them: whole, positive, below ten million. */
const ZDollars = z.number().finite().positive().max(10_000_000);

/** What the platform answers for the valuation: a trade-in range, when it has one. */
const ZValuationData = z.object({
  valuation: z.object({ low: ZDollars, high: ZDollars }).nullish(),
});

/** The platform's errors: its HTTP status or that it did not answer in time. */
export class ValuationProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValuationProviderError';
  }
}

/**
 * The spec's valuation calls to the dealer platform: `POST {api base}/api/valuations/autograb_vehicle_data`
 * with the trade-in request (as JSON, in the spec's field names), then `…/autograb_valuation_data` with
 * `{ id, adjustment_answers }`. Answers are reshaped here into our own types; a range that is missing or
 * not plausible (high below low) is no valuation. The lead is created by our own pipeline, so the request
 * says create_lead: false.
 */
export function createAutograbValuationProvider(settings: TAutograbSettings): IValuationProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 8_000;

  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/api/valuations/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new ValuationProviderError(`${path}: ${cause ?? (error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ValuationProviderError(`${path}: HTTP ${response.status}`);
    }
    return response.json().catch(() => {
      throw new ValuationProviderError(`${path}: the answer is not JSON`);
    });
  }

  return {
    name: 'autograb',
    async findVehicle(request: TValuationRequest): Promise<TValuedVehicle> {
      const parsed = ZVehicleData.safeParse(await post('autograb_vehicle_data', vehicleDataBody(request)));
      if (!parsed.success)
        throw new ValuationProviderError('autograb_vehicle_data: no vehicle id in the answer');
      const v = parsed.data.vehicle;
      const description = v ? [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ') : '';
      return { providerRef: String(parsed.data.id), description: description || null };
    },
    async valueVehicle({ providerRef, adjustmentAnswers }): Promise<TValuationEstimate | null> {
      const answer = await post('autograb_valuation_data', {
        id: providerRef,
        adjustment_answers: adjustmentAnswers,
      });
      const range = ZValuationData.safeParse(answer);
      const valuation = range.success ? range.data.valuation : null;
      if (!valuation || valuation.high < valuation.low) return null;
      return { low: Math.round(valuation.low), high: Math.round(valuation.high) };
    },
  };
}

/** The spec's "Trade-in valuation request" body. */
function vehicleDataBody(request: TValuationRequest) {
  return {
    url: request.url,
    rego: request.rego,
    state: request.state,
    kms: request.kms,
    origin: request.origin,
    dealership_id: request.dealershipId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    create_lead: false,
    website_id: request.websiteId,
    leadSource: LEAD_SOURCE,
    location_id: request.locationId,
    PreferredContactMethod: request.preferredContactMethod,
    lead_attributes: {
      car_id: request.carId,
      linked_query_params: request.linkedQueryParams,
      visited_pages: request.visitedPages,
    },
    category: request.category,
  };
}
