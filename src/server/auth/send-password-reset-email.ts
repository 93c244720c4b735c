import type { TDb } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { dashboardOrigin } from './dashboard-origin';

/** Queues the reset email in the mail outbox: the link opens the dashboard's reset page with the token. */
export async function sendPasswordResetEmail(
  db: TDb,
  input: { email: string; name: string; token: string },
): Promise<void> {
  const link = `${dashboardOrigin()}/reset-password?token=${encodeURIComponent(input.token)}`;
  await enqueueMail(db, {
    to: input.email,
    subject: 'Reset your Forecourt dashboard password',
    text: [
      `Hello ${input.name},`,
      '',
      'Someone asked to reset the password of your Forecourt dashboard account. To choose a new password, open:',
      link,
      '',
      'The link works once, for one hour. If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}
