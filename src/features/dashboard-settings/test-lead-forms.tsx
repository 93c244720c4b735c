import type { TStoredLeadDestination } from '@/server/db/schema/website-config-types';
import { SettingsPanel } from './settings-panel';

/** One small form per saved destination: "Send a test lead" posts to it at once and reports the outcome. */
export function TestLeadForms({
  slug,
  destinations,
}: {
  slug: string;
  destinations: readonly TStoredLeadDestination[];
}) {
  if (destinations.length === 0) return null;
  return (
    <SettingsPanel id="test-lead" title="Send a test lead">
      <p className="text-ink-muted text-sm">
        Sends a lead marked &ldquo;Test Lead&rdquo; to one saved destination now, to check it arrives.
      </p>
      <ul className="flex flex-wrap gap-3">
        {destinations.map((d, i) => (
          <li key={`${d.kind}-${d.name}`}>
            <form method="post" action={`/settings/${encodeURIComponent(slug)}/test-lead`}>
              <input type="hidden" name="index" value={i} />
              <button type="submit" className="border-line rounded border px-3 py-1">
                Send a test lead to {d.name}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </SettingsPanel>
  );
}
