import { getDb } from '@/server/db/db';
import { listSettingsChanges } from '@/server/site-settings/list-settings-changes';
import { formatDateTime } from '@/domain/dashboard/format-date-time';

/** The site's last settings changes from the audit log, so everyone sees who changed what and when. */
export async function SettingsChanges({ websiteId, timeZone }: { websiteId: number; timeZone: string }) {
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
              <strong>{c.action}</strong> by {c.userEmail}, {formatDateTime(c.createdAt, timeZone)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
