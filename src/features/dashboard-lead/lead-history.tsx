import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { AuditLog } from '@/ui/layout/audit-log';

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
      <AuditLog entries={detail.audit} timeZone={timeZone} empty="Nothing changed yet." />
    </>
  );
}
