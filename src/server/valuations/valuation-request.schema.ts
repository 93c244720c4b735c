import { z } from 'zod';
import { ZId, ZText } from '@/server/leads/lead-request.schema';

/** Optional text: a blank or null value is treated as absent (required fields are checked by the domain). */
function optionalText(max: number) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), ZText(max).optional());
}

/** true/false as JSON sends it, or a ticked checkbox as a form posts it ('on'). */
const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * A valuation request's fields as sent: text of bounded length, the odometer as typed or as a number.
 * Whether each is filled in and well formed is the domain's valuationFormSchema, checked for the site's
 * country by createValuationRequest.
 */
export const ZValuationInput = z.object({
  rego: optionalText(20),
  state: optionalText(10),
  kms: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText(20)),
  /** The visitor's car, for the built-in market estimate (a plate the group knows is enough without them). */
  make: optionalText(60),
  model: optionalText(60),
  year: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .regex(/^(19|20)\d{2}$/, 'Enter the year as four digits, e.g. 2019.')
        .transform(Number)
        .optional(),
    ),
  ),
  condition: optionalText(20),
  service_history: optionalText(20),
  name: optionalText(120),
  email: optionalText(254),
  phone: optionalText(40),
  PreferredContactMethod: optionalText(20),
  message: optionalText(2000),
  opt_in: ZFlag.optional(),
  car_id: ZId.optional(),
  /** Sell Your Car on a site with several dealerships: the one the visitor chose (spec 5). */
  dealership_slug: optionalText(100),
  url: optionalText(2000),
  visited_pages: z.array(ZText(2000)).max(50).optional(),
  linked_query_params: z
    .record(ZText(100), ZText(500))
    .refine((r) => Object.keys(r).length <= 30, 'At most 30 query parameters.')
    .optional(),
  /** The spam trap: people never see it, so only a bot fills it in. */
  website: optionalText(2000),
});

/**
 * `POST /api/valuations`: `{ valuation: {…} }` as JSON, or the form's fields posted flat (the trade-in
 * form with JavaScript off).
 */
export const ZValuationRequest = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('valuation' in body)
      ? { valuation: body }
      : body,
  z.object({ valuation: ZValuationInput }),
);

export type TValuationInput = z.output<typeof ZValuationInput>;
