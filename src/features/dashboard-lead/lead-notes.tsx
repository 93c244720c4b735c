import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { formatDateTime, type TCountry } from '@/domain/dashboard/format-date-time';

/** The lead's notes, oldest first, each with its author and when (in the site's time zone and format). */
export function LeadNotes({
  detail,
  timeZone,
  country,
}: {
  detail: TLeadDetail;
  timeZone: string;
  country: TCountry;
}) {
  return (
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
              <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{n.body}</p>
              <p className="text-ink-muted text-sm">
                {n.author ?? 'A former user'}, {formatDateTime(n.createdAt, timeZone, country)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
