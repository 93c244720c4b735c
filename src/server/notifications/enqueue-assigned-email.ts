import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { dashboardOrigin } from '@/server/auth/dashboard-origin';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { LeadEmail, leadEmailText, type TLeadEmailProps } from './emails/lead-email';
import { renderEmailHtml } from './emails/render-email';
import { loadLeadForEmail } from './lead-email-data';

type TTx = Pick<TDb, 'select' | 'insert' | 'execute'>;

/**
 * Queues "Assigned to you" to the person a lead was just handed to, in the assignment's transaction: not when
 * they assigned it to themselves, are deactivated, or turned the email off on their account page. Returns
 * whether one was queued.
 */
export async function enqueueAssignedEmail(
  tx: TTx,
  input: { leadId: string; assigneeId: string; assignedBy: { userId: string; name: string } },
): Promise<boolean> {
  if (input.assigneeId === input.assignedBy.userId) return false;
  const [assignee] = resultRows<{ email: string }>(
    await tx.execute(sql`
      select u.email from auth_users u
      where u.id = ${input.assigneeId}
        and not exists (select 1 from deactivated_users d where d.user_id = u.id)
        and not exists (select 1 from notification_opt_outs o where o.user_id = u.id and o.kind = 'assigned')`),
  );
  if (!assignee) return false;
  const lead = await loadLeadForEmail(tx, input.leadId);
  if (!lead) return false;
  const subject = `Assigned to you – ${lead.subject}`;
  const props: TLeadEmailProps = {
    lead: lead.data,
    preview: `${input.assignedBy.name} assigned you a lead`,
    heading: 'A lead was assigned to you',
    intro: `${input.assignedBy.name} assigned you this lead from ${lead.data.siteName}.`,
    why: 'You get this email when a lead is assigned to you.',
    stop: { href: `${dashboardOrigin()}/account/notifications`, label: 'Turn these emails off' },
  };
  await enqueueMail(tx as TDb, {
    to: assignee.email,
    subject,
    text: leadEmailText(props),
    html: await renderEmailHtml(createElement(LeadEmail, props)),
    ...lead.from,
  });
  return true;
}
