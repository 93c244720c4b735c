import { getDb } from '@/server/db/db';
import { listSettingsChanges } from '@/server/site-settings/list-settings-changes';
import { auditSentence } from '@/domain/dashboard/audit-sentence';
import { formatDateTime, type TCountry } from '@/domain/dashboard/format-date-time';

/** The site's last settings changes from the audit log, so everyone sees who changed what and when. */
export async function SettingsChanges({
  websiteId,
  timeZone,
  country,
}: {
  websiteId: number;
  timeZone: string;
  country: TCountry;
}) {
  const changes = await listSettingsChanges(await getDb(), websiteId);
  return (
    <section aria-labelledby="settings-changes-title" className="flex flex-col gap-2">
      <h2 id="settings-changes-title" className="text-lg font-bold">
        Recent changes
      </h2>
      {changes.length === 0 ? (
        <p className="text-ink-muted text-sm">No settings changed from the dashboard yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" data-testid="settings-changes">
          {changes.map((c) => (
            <li key={c.id}>
              {auditSentence({
                action: c.action,
                actor: c.userName ?? c.userEmail,
                before: c.before,
                after: c.after,
              })}{' '}
              {formatDateTime(c.createdAt, timeZone, country)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
