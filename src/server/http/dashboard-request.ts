import type { z } from 'zod';
import { mustEnrolTwoFactor } from '@/domain/dashboard/two-factor-required';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { TWO_FACTOR_ENROLMENT_PATH } from '@/server/dashboard/get-viewer';
import { loadViewer } from '@/server/dashboard/load-viewer';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';
import { isSameOrigin } from './is-same-origin';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { RouteError } from './route-error';
import { seeOther } from './see-other';
import { zodRouteError } from './zod-route-error';

// The gate steps of the dashboard kinds (with-dashboard-*.ts, with-signed-out-form.ts), each in one place, and
// how those kinds answer their own refusals (answerDashboard, their `answer` on withRoute).

/** A refusal a browser is answered with as a ready response (a 303 to sign in, or back to the form). */
export class DashboardRefusal extends Error {
  constructor(readonly response: Response) {
    super(`Refused with ${response.status} ${response.headers.get('location') ?? ''}`);
    this.name = 'DashboardRefusal';
  }
}

/** A post from another origin (CSRF): refused (403) before anything of the request is read. */
export function refuseCrossSite(request: Request): void {
  if (!isSameOrigin(request.headers)) throw new RouteError(403, 'Cross-site form posts are refused.');
}

/** Whether the request says its body is larger than `maxBytes`. */
export function isTooLarge(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > maxBytes;
}

/** A form post's first checks: another origin (403), then a body over MAX_BODY_BYTES (413). */
export function refuseCrossSiteOrLarge(request: Request): void {
  refuseCrossSite(request);
  if (isTooLarge(request, MAX_BODY_BYTES)) throw new RouteError(413, 'The form is too large.');
}

/**
 * The signed-in person of a dashboard request; anyone else is sent to the sign-in page. A platform or group
 * admin without two-factor sign-in is refused (403) but by the enrolment page's own posts (`beforeTwoFactor`).
 */
export async function requireViewer(
  request: Request,
  options: { beforeTwoFactor?: boolean } = {},
): Promise<TViewer> {
  const session = await (await getDashboardAuth()).api.getSession({ headers: request.headers });
  const viewer = session ? await loadViewer(await getDb(), session.user.id) : null;
  if (!session || !viewer) throw new DashboardRefusal(seeOther('/sign-in'));
  const held = mustEnrolTwoFactor({
    roles: viewer.memberships.map((m) => m.role),
    twoFactorEnabled: session.user.twoFactorEnabled === true,
  });
  if (held && !options.beforeTwoFactor)
    throw new RouteError(
      403,
      `Turn on two-factor sign-in first (${TWO_FACTOR_ENROLMENT_PATH}): your role requires it.`,
    );
  return viewer;
}

/** The posted form; a body that is not one is refused (400), or read as an empty form when `orEmpty`. */
export async function postedForm(
  request: Request,
  options: { what?: string; orEmpty?: boolean } = {},
): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    if (options.orEmpty) return new FormData();
    throw new RouteError(400, `The body must be ${options.what ?? 'a form'}.`);
  }
}

/** The form's values parsed by the schema; refused, `refused`'s answer (back to the form), else a 400 naming the field. */
export function parseForm<TSchema extends z.ZodType>(
  schema: TSchema,
  values: Record<string, unknown>,
  refused?: () => Response,
): z.output<TSchema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  throw refused ? new DashboardRefusal(refused()) : zodRouteError(parsed.error);
}

/** `path` with one more query parameter. */
export const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * The dashboard kinds' `answer`: a DashboardRefusal with its response; with `back`, a DashboardError as a 404
 * (outside the person's scope, exactly as a missing id) or a 303 back to `back` with its code.
 */
export function answerDashboard<TParams>(back?: (params: TParams) => string) {
  return (error: unknown, params: TParams): Response | null => {
    if (error instanceof DashboardRefusal) return error.response;
    if (!(error instanceof DashboardError) || !back) return null;
    if (error.notFound)
      return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
    return seeOther(withQuery(back(params), `error=${error.code}`));
  };
}
