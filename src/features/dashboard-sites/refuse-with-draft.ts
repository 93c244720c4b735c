import { env } from '@/env';
import { draftCookie, type TDraftPath } from '@/server/dashboard/form-draft';
import { seeOther } from '@/server/http/see-other';
import { withQuery } from '@/server/http/dashboard-request';

/** A refused form back to its page with what was typed (form-draft.ts); the page puts each message at its field. */
export function refuseWithDraft(options: {
  form: string;
  values: Record<string, string>;
  back: string;
  path: TDraftPath;
}) {
  const { nonce, cookie } = draftCookie({
    form: options.form,
    values: options.values,
    path: options.path,
    secure: env.DASHBOARD_PROTOCOL === 'https',
  });
  return seeOther(withQuery(options.back, `draft=${nonce}`), [cookie]);
}
