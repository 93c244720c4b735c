import { notFound } from 'next/navigation';
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

const DONE: Record<string, string> = {
  cancel: 'The hold is cancelled: the car can be reserved again.',
  refund: 'Marked as refunded.',
};

type TProps = { id: string; searchParams: Record<string, string | string[] | undefined> };

/** One reservation: car, buyer, amount, processor, status, expiry, its payment events and audit log; cancel or mark refunded. */
export async function ReservationPage({ id, searchParams }: TProps) {
  const viewer = await getViewer();
  const found = await findReservationInScope(await getDb(), viewer, id);
  if (!found) notFound();
  const { reservation: r, car, site, events, audit } = found;
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const error = dashboardErrorMessage(searchParams.error);
  const action = `/reservations/${r.id}/actions`;
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
          ['Amount', formatMoney(r.amountCents, r.currency)],
          ['Processor', r.processor],
          ['Payment reference', r.paymentIntentId],
          ['Reference', r.reference],
          [
            'Status',
            r.refundDue ? 'paid: refund due (the money arrived after the hold had ended)' : r.status,
          ],
          ['Expires', formatDateTime(r.expiresAt, site.timeZone, site.country)],
          ['Made', formatDateTime(r.createdAt, site.timeZone, site.country)],
        ]}
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
        {r.status === 'paid' && (
          <form method="post" action={action}>
            <input type="hidden" name="action" value="refund" />
            <button type="submit" className="border-line rounded border px-3 py-1 font-semibold">
              Mark as refunded
            </button>
          </form>
        )}
      </div>
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
