import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { findReservationInScope } from '@/server/dashboard/find-reservation-in-scope';
import { getDb } from '@/server/db/db';
import { getViewer } from '@/server/dashboard/get-viewer';
import { DefinitionList } from '@/ui/layout/definition-list';
import { auditSentence } from '@/domain/dashboard/audit-sentence';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { formatMoney } from './format-money';
import { buyerOf } from './reservations-page';
import { BackLink } from '@/ui/navigation/back-link';
import { DealForms } from './deal-forms';
import { RESERVATION_FIELD_LABELS, reservationForm, ZReservationAction } from './reservation-action.schema';

const DONE: Record<string, string> = {
  cancel: 'The hold is cancelled: the car can be reserved again.',
  sold: 'Marked as sold: the car reads JUST SOLD on the site. The buyer is emailed.',
  release: 'Released: the car is on sale again. The buyer is emailed.',
  refund: 'Refunded: the buyer is emailed.',
};

/** The status in the dealer's words. */
function statusWords(r: { status: string; refundDue: boolean }): string {
  if (r.refundDue && r.status === 'paid')
    return 'paid: refund due (the money arrived after the hold had ended)';
  if (r.status === 'refunding') return 'refund asked of the processor, not yet recorded';
  return r.status;
}

type TProps = { id: string; searchParams: Record<string, string | string[] | undefined> };

/**
 * One reservation: car, buyer, amount, processor, status, expiry, its lead, payment events and audit log; cancel a
 * hold, or after payment mark sold, release, or release and refund.
 */
export async function ReservationPage({ id, searchParams }: TProps) {
  const viewer = await getViewer();
  const found = await findReservationInScope(await getDb(), viewer, id);
  if (!found) notFound();
  const { reservation: r, car, site, events, audit } = found;
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const draft = readDraft(
    (await cookies()).get(DRAFT_COOKIE)?.value,
    searchParams.draft,
    reservationForm(r.id),
  );
  const errors = draftErrors(ZReservationAction, draft);
  const error = dashboardErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft);
  const action = `/reservations/${r.id}/actions`;
  const amount = formatMoney(r.amountCents, r.currency);
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/reservations">Back to the reservations</BackLink>
      <h1 className="text-2xl font-bold">
        {r.kind === 'buy' ? 'Purchase' : 'Reservation'} of {car.name}
      </h1>
      <OutcomeNotices done={done} error={error} />
      <DefinitionList
        items={[
          ['Car', car.stocknum ? `${car.name} (${car.stocknum})` : car.name],
          ['Site', site.name],
          ['Buyer', buyerOf(r.customer)],
          ['Amount', amount],
          ['Processor', r.processor],
          ['Payment reference', r.paymentIntentId],
          ['Reference', r.reference],
          ['Status', statusWords(r)],
          ['Reason', r.closedReason],
          ['Refund reference', r.refundReference],
          ['Settled', r.closedAt && formatDateTime(r.closedAt, site.timeZone, site.country)],
          ['Expires', formatDateTime(r.expiresAt, site.timeZone, site.country)],
          ['Made', formatDateTime(r.createdAt, site.timeZone, site.country)],
          [
            'Lead',
            r.leadId && (
              <Link href={`/leads/${r.leadId}`} className="text-primary underline">
                The buyer’s Reserve Car lead
              </Link>
            ),
          ],
        ]}
      />
      <ErrorSummary
        errors={errors}
        labelOf={(name) => RESERVATION_FIELD_LABELS[name] ?? name}
        {...DRAFT_SUMMARY}
      />
      <div className="flex flex-wrap gap-3">
        {(r.status === 'pending' || r.status === 'held') && (
          <form method="post" action={action}>
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className="border-line rounded border px-3 py-1 font-semibold">
              Cancel the hold
            </button>
          </form>
        )}
      </div>
      <DealForms action={action} reservation={r} amount={amount} fields={{ values: draft ?? {}, errors }} />
      <section aria-labelledby="events-heading">
        <h2 id="events-heading" className="mb-2 text-lg font-bold">
          Payment events
        </h2>
        {events.length === 0 ? (
          <p className="text-ink-muted">None received.</p>
        ) : (
          <ol className="list-decimal pl-5">
            {events.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.receivedAt, site.timeZone, site.country)}: {e.type} ({e.processor}, {e.id})
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-2 text-lg font-bold">
          Audit log
        </h2>
        {audit.length === 0 ? (
          <p className="text-ink-muted">Nothing changed yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {audit.map((a) => (
              <li key={a.id}>
                {auditSentence({ action: a.action, actor: a.userEmail, before: a.before, after: a.after })}{' '}
                {formatDateTime(a.createdAt, site.timeZone, site.country)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
