import { successPath } from '@/domain/forms/success-path';
import type { TProviderValuation } from './request-provider-valuation';
import { wantsHtml } from '@/server/http/html-form-error';

/**
 * The answer to a recorded valuation request: JSON 201 `{ id, lead_id, category, vehicle, estimate }`
 * for the trade-in form (estimate null unless the provider gave a range); a plain HTML form post
 * (JavaScript off) is sent on to /success?category=… instead.
 */
export function valuationResponse(
  request: Request,
  recorded: { valuationId: number; leadId: string; category: string },
  valued: TProviderValuation | null,
): Response {
  if (wantsHtml(request)) {
    return new Response(null, { status: 303, headers: { location: successPath(recorded.category) } });
  }
  return Response.json(
    {
      id: recorded.valuationId,
      lead_id: recorded.leadId,
      category: recorded.category,
      vehicle: valued?.vehicle ?? null,
      estimate: valued?.estimate ?? null,
    },
    { status: 201 },
  );
}
