import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { formatDateTime, type TCountry } from '@/domain/dashboard/format-date-time';

/** Where the lead was sent (the outbox): each destination's state, attempts and last error; a parked one can be re-sent. */
export function LeadDeliveries({
  detail,
  timeZone,
  country,
}: {
  detail: TLeadDetail;
  timeZone: string;
  country: TCountry;
}) {
  const at = (moment: Date) => formatDateTime(moment, timeZone, country);
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="mb-2 text-lg font-bold">
        Delivery history
      </h2>
      {detail.deliveries.length === 0 ? (
        <p className="text-ink-muted">This lead goes to no destination (the site has none configured).</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {detail.deliveries.map((d) => (
            <li key={d.id} className="border-line rounded border p-3">
              <p>
                <strong>{d.destination}</strong> ({d.kind}): {d.status}
                {d.deliveredAt ? `, delivered ${at(d.deliveredAt)}` : ''} · {d.attempts} attempt
                {d.attempts === 1 ? '' : 's'}
              </p>
              {d.lastError && (
                <p className="[overflow-wrap:anywhere] text-red-800">Last error: {d.lastError}</p>
              )}
              {d.attemptLog.length > 0 && (
                <details className="mt-1">
                  <summary className="cursor-pointer">Every attempt</summary>
                  <ul className="list-disc pl-5 text-sm">
                    {d.attemptLog.map((a) => (
                      <li key={a.id}>
                        {at(a.attemptedAt)}: {a.ok ? 'delivered' : 'failed'}
                        {a.statusCode ? ` (HTTP ${a.statusCode})` : ''}
                        {a.error ? `: ${a.error}` : ''} in {a.durationMs} ms
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              {d.status === 'parked' && (
                <form method="post" action={`/leads/${detail.lead.id}/actions`} className="mt-2">
                  <input type="hidden" name="action" value="resend" />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <button type="submit" className="border-line rounded border px-3 py-1 font-semibold">
                    Send to {d.destination} again
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
