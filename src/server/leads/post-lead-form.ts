import { successPath } from '@/domain/forms/success-path';
import { findCarSlug } from '@/server/cars/find-car-slug';
import { getDb } from '@/server/db/db';
import { getRequestSite } from '@/server/http/get-request-site';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { customerHandlerOf } from './lead-destinations-for';
import { LEAD_POST_ROUTES } from './lead-routes';
import { apiFieldError } from '@/domain/forms/api-field-error';

/**
 * What a form posted without JavaScript comes to: the page to go on to, or the error to show at its field
 * (`field` without its `lead.` prefix; null when the error names none) with what was typed.
 */
export type TLeadFormOutcome =
  | { ok: true; location: string }
  | { ok: false; field: string | null; message: string; values: Record<string, string> };

/** The request headers the lead route reads (site, client address for the rate limit, Origin check, meta). */
const FORWARDED = [
  PEER_ADDRESS_HEADER,
  'host',
  'origin',
  'referer',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
] as const;

/**
 * A lead form posted as a page (a server action: JavaScript off, or sent before the page was interactive),
 * sent through the site's own lead route (LEAD_POST_ROUTES by the site's handler kind), so it gets the same
 * site lookup, rate limit, Origin check, validation and storage as the form's JSON post.
 */
export async function postLeadForm(incoming: Headers, form: FormData): Promise<TLeadFormOutcome> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    // React's own fields ($ACTION_ID_…, $ACTION_KEY) are not the visitor's.
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value;
  }
  const headers = new Headers({
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  });
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const request = new Request(`http://${incoming.get('host') ?? 'localhost'}/api/leads`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(values),
  });
  const site = await getRequestSite(request);
  const route = LEAD_POST_ROUTES[site ? customerHandlerOf(site.leadDestinations) : 'server'];
  const response = await route(request, { params: Promise.resolve({}) });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; field?: string | null };
  if (!response.ok) {
    const error = apiFieldError(
      answer.field ?? null,
      answer.error ?? 'Something went wrong on our side. Please try again.',
    );
    return { ok: false, field: error.name, message: error.message, values };
  }
  const carId = Number(values.car_id);
  const carSlug =
    site && Number.isSafeInteger(carId) && carId > 0 ? await findCarSlug(await getDb(), site, carId) : null;
  const locationId = Number(values.location_id);
  return {
    ok: true,
    location: successPath(values.category || 'General Enquiry', {
      ...(carSlug && { car: carSlug }),
      ...(Number.isSafeInteger(locationId) && locationId > 0 && { location: String(locationId) }),
    }),
  };
}
