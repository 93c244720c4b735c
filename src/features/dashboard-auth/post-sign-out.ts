import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';

const ZSignOut = z.object({ everywhere: z.unknown().optional() });

/** POST /session/end: ends this session, or with everywhere=1 every session of the person, then the sign-in page. */
export const postSignOut = withSignedOutForm(
  { schema: ZSignOut, emptyUnlessForm: true },
  async ({ request, input }) => {
    const auth = await getDashboardAuth();
    if (input.everywhere === '1') {
      // A session already ended elsewhere is refused (401): clearing this browser's cookie is all that is left.
      await auth.api.revokeSessions({ headers: request.headers }).catch(() => undefined);
    }
    const ended = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return seeOther('/sign-in?signed-out=1', ended.headers.getSetCookie());
  },
);
