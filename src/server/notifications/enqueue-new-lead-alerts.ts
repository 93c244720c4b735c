import { createElement } from 'react';
import { subjectCategory } from '@/domain/notifications/new-lead-subject';
import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import type { TDb } from '@/server/db/client';
import { smsOutbox } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { LeadEmail, leadEmailText, type TLeadEmailProps } from './emails/lead-email';
import { renderEmailHtml } from './emails/render-email';
import { loadLeadForEmail } from './lead-email-data';
import { leadAlertRecipients } from './lead-alert-recipients';
import { unsubscribeToken } from './unsubscribe-token';

/** The transaction a lead is stored in: its alerts commit, or roll back, with it. */
type TTx = Pick<TDb, 'select' | 'insert' | 'execute'>;

export type TNewLeadAlertOptions = {
  /** Signs plain contacts' unsubscribe links (the server's secret; read only when one is needed). */
  secret: () => string;
  /** Whether new-lead texts go out (SMS_PROVIDER is set). */
  sms: boolean;
};

/**
 * A plain contact's unsubscribe links: the page the email's link opens (a button, since link scanners open links),
 * and RFC 8058's one-click address of the List-Unsubscribe header, which mail clients POST to.
 */
export function unsubscribeLinks(email: string, secret: string) {
  const token = unsubscribeToken(email, 'new_lead', secret);
  return {
    page: `${dashboardOrigin()}/unsubscribe?token=${token}`,
    oneClick: `${dashboardOrigin()}/unsubscribe/one-click?token=${token}`,
  };
}

/**
 * Queues the new-lead email (and text, when SMS is on) to each sales contact of the lead's dealership and category,
 * in the transaction that stores or completes the lead, so an alert is written exactly when the lead is: never
 * lost to a crash after the commit, never doubled by a retry (which stores nothing). Returns how many were queued.
 */
export async function enqueueNewLeadAlerts(
  tx: TTx,
  leadId: string,
  options: TNewLeadAlertOptions,
): Promise<number> {
  // Who first: with nobody to tell (the usual case) the lead is not read again.
  const recipients = await leadAlertRecipients(tx, leadId);
  if (recipients.length === 0) return 0;
  const lead = await loadLeadForEmail(tx, leadId);
  if (!lead) return 0;
  let queued = 0;
  for (const recipient of recipients) {
    if (recipient.email) {
      const links = recipient.userId ? null : unsubscribeLinks(recipient.email, options.secret());
      const stop = links
        ? { href: links.page, label: 'Unsubscribe' }
        : { href: `${dashboardOrigin()}/account/notifications`, label: 'Turn these emails off' };
      const props: TLeadEmailProps = {
        lead: lead.data,
        preview: lead.subject,
        heading: lead.subject,
        intro: `A buyer sent an enquiry through ${lead.data.siteName}.`,
        why: `You get this email as a sales contact for ${subjectCategory(lead.category)} enquiries.`,
        stop,
      };
      await enqueueMail(tx as TDb, {
        to: recipient.email,
        subject: lead.subject,
        text: leadEmailText(props),
        html: await renderEmailHtml(createElement(LeadEmail, props)),
        headers: links && {
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        ...lead.from,
      });
      queued += 1;
    }
    if (options.sms && recipient.phone) {
      // A text carries no buyer contact details: the link opens the lead after sign-in.
      await tx
        .insert(smsOutbox)
        .values({ to: recipient.phone, body: `${lead.subject}. ${lead.data.leadUrl}` });
      queued += 1;
    }
  }
  return queued;
}
