import { successPath } from '@/domain/forms/success-path';
import { wantsHtml } from '@/server/http/html-form-error';

/**
 * The answer to a stored lead: JSON `{ id, lead_id }` (201) for scripts and the enquiry form; a plain
 * HTML form post (JavaScript off) is sent on to /success?category=… with the car's slug and the form's
 * location (`success`: `{ car, location }`), so the page names the car and whom to call.
 */
export function leadResponse(
  request: Request,
  id: string,
  category: string,
  status = 201,
  success: Readonly<Record<string, string>> = {},
  /** More of the JSON answer (a new partial lead's secret). */
  extra: Readonly<Record<string, string>> = {},
): Response {
  if (wantsHtml(request)) {
    return new Response(null, { status: 303, headers: { location: successPath(category, success) } });
  }
  return Response.json({ id, lead_id: id, ...extra }, { status });
}
