import { env } from '@/env';
import { serverSecret } from '@/server/payments/server-secret';
import type { TNewLeadAlertOptions } from './enqueue-new-lead-alerts';

/** The app's new-lead alert settings: links signed with the server's secret; texts when SMS_PROVIDER is set. */
export function newLeadAlertOptions(): TNewLeadAlertOptions {
  return { secret: serverSecret, sms: env.SMS_PROVIDER !== undefined };
}
