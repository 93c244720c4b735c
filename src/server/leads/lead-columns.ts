import { buildLeadName } from '@/domain/leads/build-lead-name';
import { LEAD_SOURCE } from '@/domain/leads/partial-lead';
import { normalisePhone } from '@/domain/phone/normalise-phone';
import type { leads } from '@/server/db/schema';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import type { TLead } from './lead-request.schema';

type TLeadInsert = typeof leads.$inferInsert;

const MAPPED = new Set([
  'category',
  'subcategory',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'givenName',
  'familyNames',
  'email',
  'phone',
  'mobile',
  'postcode',
  'message',
  'opt_in',
  'car_id',
  'preferredDealership',
  'url',
  'visited_pages',
  'linked_query_params',
  'lead_status',
  'leadStatus',
  'form_completed',
  'website',
  'idempotency_key',
]);

/** True when the input leaves the lead unfinished (a multi-step form's partial save). */
export function isPartialLead(lead: TLead): boolean {
  return (
    lead.form_completed === false || lead.lead_status === 'Incomplete' || lead.leadStatus === 'Incomplete'
  );
}

/**
 * The lead's row values from the request: the spec's fields in their columns (name built from its parts,
 * phone normalised, a consent record when the visitor opted in), everything else of the enquiry payload
 * (Vehicle Make, Rego, dateTime, additional_services, …) kept as received in `payload`.
 */
export function leadColumns(
  lead: TLead,
  meta: { userAgent: string | null; referer: string | null; now: Date },
): Omit<TLeadInsert, 'websiteId'> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(lead)) {
    if (!MAPPED.has(key) && value !== undefined) payload[key] = value;
  }
  const phone = lead.phone ?? lead.mobile;
  const url = lead.url ?? meta.referer ?? null;
  const partial = isPartialLead(lead);
  return {
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    leadStatus: partial ? 'Incomplete' : 'New',
    formCompleted: !partial,
    source: LEAD_SOURCE,
    name: buildLeadName({
      name: lead.name,
      firstName: lead.first_name ?? lead.givenName,
      middleName: lead.middle_name,
      lastName: lead.last_name ?? lead.familyNames,
    }),
    firstName: lead.first_name ?? lead.givenName ?? null,
    middleName: lead.middle_name ?? null,
    lastName: lead.last_name ?? lead.familyNames ?? null,
    email: lead.email ?? null,
    phone: phone ? normalisePhone(phone) : null,
    postcode: lead.postcode ?? null,
    message: lead.message ?? null,
    optIn: lead.opt_in ?? false,
    consent: lead.opt_in
      ? { given: true, at: meta.now.toISOString(), wording: OPT_IN_WORDING, source: url ?? 'website' }
      : null,
    preferredDealership: lead.preferredDealership ?? lead.dealership_slug ?? null,
    url: url?.slice(0, 2000) ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    visitedPages: lead.visited_pages ?? [],
    linkedQueryParams: lead.linked_query_params ?? {},
    payload,
    updatedAt: meta.now,
  };
}
