import Link from 'next/link';
import { z } from 'zod';
import { listReservations, RESERVATIONS_PAGE_SIZE } from '@/server/dashboard/list-reservations';
import { getDb } from '@/server/db/db';
import { getViewer } from '@/server/dashboard/get-viewer';
import { canSeeReservations } from '@/server/dashboard/reservation-scope';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { Pager } from '@/ui/navigation/pager';
import { formatMoney } from './format-money';
import { DataTable } from '@/ui/table/data-table';

const ZPage = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The buyer's name and email from a reservation's customer record. */
export function buyerOf(customer: Record<string, unknown>): string {
  const name = typeof customer.name === 'string' ? customer.name : '';
  const email = typeof customer.email === 'string' ? customer.email : '';
  return [name, email].filter(Boolean).join(' · ') || 'Not given';
}

/** Reservations and online purchases the person may see, newest first. */
export async function ReservationsPage({ page: rawPage }: { page: unknown }) {
  const viewer = await getViewer();
  if (!canSeeReservations(viewer))
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">Reservations</h1>
        <p className="border-line rounded border p-6" data-testid="reservations-not-in-role">
          Your role does not include reservations: a dealership manager or an admin sees them and their
          buyers’ payments. The leads of reserved cars are in your inbox.
        </p>
      </>
    );
  const page = ZPage.parse(rawPage);
  const { rows, total } = await listReservations(await getDb(), viewer, page);
  const pages = Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Reservations</h1>
      {rows.length === 0 ? (
        <p className="border-line rounded border p-6">No reservations yet.</p>
      ) : (
        <DataTable
          caption="Reservations, newest first"
          columns={['Car', 'Buyer', 'Amount', 'Processor', 'Status', 'Expires']}
        >
          {rows.map((r) => (
            <tr key={r.id} className="border-line border-b align-top">
              <td className="p-2">
                <Link href={`/reservations/${r.id}`} className="text-primary font-semibold underline">
                  {r.carName}
                </Link>
                <div className="text-ink-muted">
                  {r.stocknum} · {r.siteName}
                </div>
              </td>
              <td className="p-2">{buyerOf(r.customer)}</td>
              <td className="p-2">
                {formatMoney(r.amountCents, r.currency)} ({r.kind === 'buy' ? 'purchase' : 'reservation'})
              </td>
              <td className="p-2">{r.processor}</td>
              <td className="p-2">{r.refundDue ? 'paid: refund due' : r.status}</td>
              <td className="p-2 whitespace-nowrap">{formatDateTime(r.expiresAt, r.timeZone, r.country)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} href={(n) => `/reservations?page=${n}`} />
    </>
  );
}
