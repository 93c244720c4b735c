import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { saveNotificationChoices } from '@/server/notifications/notification-opt-outs';
import { ZNotificationChoices } from './notification-choices.schema';

/** POST /account/notifications/save: the signed-in person's own email choices (checkboxes: no draft needed). */
export const postNotificationChoices = withDashboardWrite(
  { schema: ZNotificationChoices, back: () => '/account/notifications' },
  async ({ viewer, input }) => {
    await saveNotificationChoices(await getDb(), viewer.userId, input);
    return seeOther('/account/notifications?done=saved');
  },
);
