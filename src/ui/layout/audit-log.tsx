import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { payloadValue } from '@/domain/dashboard/payload-value';

type TAuditEntry = {
  id: number;
  action: string;
  userEmail: string;
  createdAt: Date;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** A record's audit log: every write, by whom and when (in `timeZone`), with what it was before and after. */
export function AuditLog({
  entries,
  timeZone,
  empty,
}: {
  entries: TAuditEntry[];
  timeZone: string;
  empty: string;
}) {
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-2 text-lg font-bold">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {entries.map((a) => (
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
  );
}
