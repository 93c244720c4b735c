import { apiFieldError } from '@/domain/forms/api-field-error';
import { successPath } from '@/domain/forms/success-path';
import { MAX_BODY_BYTES } from '@/server/http/max-body-bytes';
import { parseFormBody } from '@/server/http/parse-form-body';
import { RouteError } from '@/server/http/route-error';
import { zodRouteError } from '@/server/http/zod-route-error';
import { customerHandlerOf } from './lead-destinations-for';
import { passLeadPostGate } from './lead-post-gate';
import { ZLeadRequest } from './lead-request.schema';
import { submitLead } from './submit-lead';
import { logger } from '@/server/log/logger';

/**
 * What a form posted without JavaScript comes to: the page to go on to, or the error to show at its field
 * (`field` without its `lead.` prefix; null when the error names none) with what was typed.
 */
export type TLeadFormOutcome =
  | { ok: true; location: string }
  | { ok: false; field: string | null; message: string; values: Record<string, string> };

/**
 * A lead form posted as a page (a server action: JavaScript off, or sent before the page was interactive).
 * It takes the same path as the form's JSON post: the same site request gate (site, shared rate limit,
 * Origin), the same schema, and submitLead, as the site's own handler kind.
 */
export async function postLeadForm(headers: Headers, form: FormData): Promise<TLeadFormOutcome> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    // React's own fields ($ACTION_ID_…, $ACTION_KEY) are not the visitor's.
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value;
  }
  try {
    const { site } = await passLeadPostGate(headers);
    const body = new URLSearchParams(values);
    if (Buffer.byteLength(body.toString()) > MAX_BODY_BYTES) {
      throw new RouteError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    }
    const parsed = ZLeadRequest.safeParse(parseFormBody(body));
    if (!parsed.success) throw zodRouteError(parsed.error);
    const { lead } = parsed.data;
    const handler = customerHandlerOf(site.leadDestinations);
    const result = await submitLead({ site, lead, headers, handler });
    return {
      ok: true,
      location: successPath(lead.category, {
        ...(!result.spam && result.carSlug && { car: result.carSlug }),
        ...(lead.location_id !== undefined && { location: String(lead.location_id) }),
      }),
    };
  } catch (error) {
    if (!(error instanceof RouteError)) {
      logger.error({ err: error }, 'lead form posted without JavaScript failed');
      return {
        ok: false,
        field: null,
        message: 'Something went wrong on our side. Please try again.',
        values,
      };
    }
    const refused = apiFieldError(error.field, error.message);
    return { ok: false, field: refused.name, message: refused.message, values };
  }
}
