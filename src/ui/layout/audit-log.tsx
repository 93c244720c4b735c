import { auditSentence } from '@/domain/dashboard/audit-sentence';
import { formatDateTime, type TCountry } from '@/domain/dashboard/format-date-time';

export type TAuditEntry = {
  id: number;
  action: string;
  userId: string | null;
  userEmail: string;
  createdAt: Date;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * A record's audit log in words ("Mia Manager changed the price from $42,990 to $41,990."), newest first, each
 * with when (in the site's time zone and format). `names` holds the people it names, by user id.
 */
export function AuditLog({
  entries,
  names,
  timeZone,
  country,
  empty,
}: {
  entries: TAuditEntry[];
  names: Record<string, string>;
  timeZone: string;
  country?: TCountry;
  empty: string;
}) {
  const nameOf = (id: string) => names[id] ?? null;
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-2 text-lg font-bold">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm" data-testid="audit-log">
          {entries.map((a) => (
            <li key={a.id} className="border-line rounded border p-2">
              <p>
                {auditSentence(
                  {
                    action: a.action,
                    actor: (a.userId && names[a.userId]) || a.userEmail,
                    before: a.before,
                    after: a.after,
                  },
                  nameOf,
                )}
              </p>
              <p className="text-ink-muted">
                <time dateTime={a.createdAt.toISOString()}>
                  {formatDateTime(a.createdAt, timeZone, country)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
