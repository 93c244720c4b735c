import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { isSameOrigin } from '@/server/http/is-same-origin';
import { jsonError } from '@/server/http/json-error';
import { seeOther } from '@/server/http/see-other';

/** POST /session/end: ends this session, or with everywhere=1 every session of the person, then the sign-in page. */
export async function postSignOut(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
  const auth = await getDashboardAuth();
  const form = await request.formData().catch(() => new FormData());
  if (form.get('everywhere') === '1') {
    // A session already ended elsewhere is refused (401): clearing this browser's cookie is all that is left.
    await auth.api.revokeSessions({ headers: request.headers }).catch(() => undefined);
  }
  const ended = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return seeOther('/sign-in?signed-out=1', ended.headers.getSetCookie());
}
