import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { payloadValue } from '@/domain/dashboard/payload-value';

/** The lead's notes, then its audit log: every write, by whom and when, with what it changed. */
export function LeadHistory({ detail, timeZone }: { detail: TLeadDetail; timeZone: string }) {
  return (
    <>
      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="mb-2 text-lg font-bold">
          Notes
        </h2>
        {detail.notes.length === 0 ? (
          <p className="text-ink-muted">No notes yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {detail.notes.map((n) => (
              <li key={n.id} className="border-line rounded border p-2">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="text-ink-muted text-sm">
                  {n.author ?? 'A former user'}, {formatDateTime(n.createdAt, timeZone)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="mb-2 text-lg font-bold">
          Audit log
        </h2>
        {detail.audit.length === 0 ? (
          <p className="text-ink-muted">Nothing changed yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {detail.audit.map((a) => (
              <li key={a.id} className="border-line rounded border p-2">
                <p>
                  <strong>{a.action}</strong> by {a.userEmail}, {formatDateTime(a.createdAt, timeZone)}
                </p>
                {a.before && <p>Before: {payloadValue(a.before)}</p>}
                {a.after && <p>After: {payloadValue(a.after)}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
