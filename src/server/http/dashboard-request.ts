import type { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { loadViewer } from '@/server/dashboard/load-viewer';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';
import { isSameOrigin } from './is-same-origin';
import { jsonError } from './json-error';
import { seeOther } from './see-other';

// The steps every dashboard wrapper (with-dashboard-*.ts, with-signed-out-form.ts) takes, each in one place.

/** A post from another origin (CSRF): refused before anything of the request is read. */
export function refuseCrossSite(request: Request): Response | null {
  return isSameOrigin(request.headers) ? null : jsonError(403, 'Cross-site form posts are refused.', null);
}

/** Whether the request says its body is larger than `maxBytes`. */
export function isTooLarge(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > maxBytes;
}

/** The signed-in person of a dashboard request; null when there is none (the wrapper sends them to sign in). */
export async function requestViewer(request: Request): Promise<TViewer | null> {
  const session = await (await getDashboardAuth()).api.getSession({ headers: request.headers });
  return session ? await loadViewer(await getDb(), session.user.id) : null;
}

/** The posted form, or null when the body is not one. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A form only a tampered post gets wrong (nobody types its fields): a 400 naming the first field refused. */
export function refusedFieldError(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || null;
  return jsonError(400, `${field ?? 'form'}: ${issue.message}`, field);
}

/** `path` with one more query parameter. */
export const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * Runs a signed-in handler: a DashboardError becomes a 404 (outside the person's scope, exactly as a missing
 * id) or a 303 back to `back` with its code; anything else is a fault and propagates.
 */
export async function answerDashboardError(run: () => Promise<Response>, back: string): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DashboardError)) throw error;
    if (error.notFound)
      return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
    return seeOther(withQuery(back, `error=${error.code}`));
  }
}
