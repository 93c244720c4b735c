import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import type { TDb } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/enqueue-mail';

/** The invitation link, on the dashboard's host. */
export const invitationLink = (token: string) =>
  `${dashboardOrigin()}/invitation/${encodeURIComponent(token)}`;

/** Queues the invitation in the mail outbox (written to DATA_DIR/mail without SMTP_URL). */
export async function sendInvitationEmail(
  db: Pick<TDb, 'insert'>,
  input: { email: string; name: string; token: string; invitedBy?: string; roleText: string },
): Promise<void> {
  await enqueueMail(db as TDb, {
    to: input.email,
    subject: 'You are invited to the Forecourt dashboard',
    text: [
      `Hello ${input.name},`,
      '',
      `You are invited to the Forecourt dealer dashboard as ${input.roleText}${input.invitedBy ? ` by ${input.invitedBy}` : ''}. To accept, choose your password at:`,
      invitationLink(input.token),
      '',
      'The link works once, for 72 hours. If you did not expect this, ignore this email.',
    ].join('\n'),
  });
}
