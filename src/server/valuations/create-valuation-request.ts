import { formErrors } from '@/domain/forms/form-schema';
import { isTradeInValuationShown } from '@/domain/cars/is-trade-in-valuation-shown';
import { normalisePhone } from '@/domain/phone/normalise-phone';
import { normaliseRego } from '@/domain/valuations/normalise-rego';
import { parseKilometres } from '@/domain/forms/parse-kilometres';
import {
  VALUATION_LEAD_CATEGORIES,
  valuationAdjustmentAnswers,
  valuationFormSchema,
  type TValuationKind,
} from '@/domain/valuations/valuation-form';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { valuations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import { createLead, type TLeadMeta } from '@/server/leads/create-lead';
import { ZLead } from '@/server/leads/lead-request.schema';
import type { TValuationRequest } from '@/server/providers/valuation/types';
import type { TSite } from '@/server/websites/site.types';
import { findTradeInCar } from './find-trade-in-car';
import type { TValuationInput } from './valuation-request.schema';
import { logger } from '@/server/log/logger';

export type TValuationCreated =
  | { spam: true }
  | {
      spam: false;
      /** Whether this request recorded it (false: a retry under the same idempotency key found it). */
      fresh: boolean;
      valuationId: number;
      leadId: string;
      kind: TValuationKind;
      category: string;
      request: TValuationRequest;
      adjustmentAnswers: Record<string, string>;
    };

type TSiteOfValuation = Pick<TSite, 'id' | 'country' | 'dealershipIds' | 'dealershipId' | 'leadDestinations'>;

/**
 * Records a valuation request: checks it with the domain's fields for the site's country (400 naming
 * the first bad field), then writes the lead (a Trade-in Enquiry towards one of the site's cars that
 * takes trade-ins, else Sell My Car), its outbox rows and the valuation row in one transaction. A filled
 * spam trap records nothing. `provider` is the name stored on the row ('none' when the dealer values it).
 * Under an idempotency key a retry records nothing again, and a request under the key of the partial lead
 * its form saved on Next (with that lead's secret) completes that lead. Without a car, the lead is the
 * chosen dealership's (`dealership_slug`, checked against the site's).
 */
export async function createValuationRequest(
  db: TDb,
  site: TSiteOfValuation,
  input: TValuationInput,
  meta: TLeadMeta & { origin: string; provider: string; idempotencyKey?: string },
): Promise<TValuationCreated> {
  if (input.website) {
    logger.warn({ siteId: site.id }, 'spam submission dropped');
    return { spam: true };
  }
  const errors = Object.entries(formErrors(valuationFormSchema(site.country), input));
  if (errors.length > 0) {
    const [field, message] = errors[0]!;
    throw new RouteError(400, `valuation.${field}: ${message}`, `valuation.${field}`);
  }
  const car = input.car_id === undefined ? null : await findTradeInCar(db, site.dealershipIds, input.car_id);
  if (input.car_id !== undefined && !car) {
    throw new RouteError(400, 'valuation.car_id: No such car on this site.', 'valuation.car_id');
  }
  if (car && !isTradeInValuationShown(car)) {
    throw new RouteError(
      400,
      'valuation.car_id: This car is not available to trade in against.',
      'valuation.car_id',
    );
  }
  const kind: TValuationKind = car ? 'trade-in' : 'sell-my-car';
  const category = VALUATION_LEAD_CATEGORIES[kind];
  const rego = normaliseRego(input.rego!)!;
  const kms = parseKilometres(input.kms!)!;
  const adjustmentAnswers = valuationAdjustmentAnswers(input);
  const lead = ZLead.parse({
    category,
    subcategory: kind,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    opt_in: input.opt_in ?? false,
    car_id: car?.id,
    dealership_slug: car ? undefined : input.dealership_slug,
    idempotency_key: meta.idempotencyKey,
    url: input.url,
    visited_pages: input.visited_pages,
    linked_query_params: input.linked_query_params,
    Rego: rego,
    state: input.state,
    kms,
    PreferredContactMethod: input.PreferredContactMethod,
    // The visitor's car as they described it: the trade-in's year, make and model in the lead (and its ADF).
    ...(input.make && { trade_in_make: input.make }),
    ...(input.model && { trade_in_model: input.model }),
    ...(input.year !== undefined && { trade_in_year: String(input.year) }),
    ...adjustmentAnswers,
  });
  const request: TValuationRequest = {
    url: input.url ?? meta.referer,
    origin: meta.origin,
    rego,
    state: input.state!,
    kms,
    vehicle:
      input.make && input.model && input.year !== undefined
        ? { make: input.make, model: input.model, year: input.year }
        : null,
    name: input.name!,
    email: input.email!,
    phone: normalisePhone(input.phone!),
    preferredContactMethod: input.PreferredContactMethod!,
    category,
    websiteId: site.id,
    dealershipId: car?.dealershipId ?? site.dealershipId ?? site.dealershipIds[0] ?? null,
    locationId: car?.locationId ?? null,
    carId: car?.id ?? null,
    linkedQueryParams: input.linked_query_params ?? {},
    visitedPages: input.visited_pages ?? [],
  };
  let valuationId = 0;
  const created = await createLead(db, site, lead, meta, 'server', async (tx, leadId) => {
    const [row] = await tx
      .insert(valuations)
      .values({
        websiteId: site.id,
        leadId,
        carId: request.carId,
        locationId: request.locationId,
        rego,
        state: request.state,
        kms,
        name: request.name,
        email: request.email,
        phone: request.phone,
        provider: meta.provider,
        request,
        adjustmentAnswers,
        ...(meta.now && { createdAt: meta.now, updatedAt: meta.now }),
      })
      .returning({ id: valuations.id });
    valuationId = row!.id;
  });
  if (created.spam) return { spam: true };
  const fresh = valuationId !== 0;
  if (!fresh) valuationId = await valuationOfLead(db, site.id, created.id);
  return { spam: false, fresh, valuationId, leadId: created.id, kind, category, request, adjustmentAnswers };
}

/** The valuation recorded with a lead: a retry's answer; a key first used for another kind of lead is a 409. */
async function valuationOfLead(db: TDb, siteId: number, leadId: string): Promise<number> {
  const [row] = await db
    .select({ id: valuations.id })
    .from(valuations)
    .where(and(eq(valuations.websiteId, siteId), eq(valuations.leadId, leadId)))
    .limit(1);
  if (!row) {
    throw new RouteError(409, 'Idempotency-Key: this key was used for another request.', 'Idempotency-Key');
  }
  return row.id;
}
