import { groupOpeningHours } from '@/domain/hours/group-opening-hours';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { hoursText } from './hours-text';

/** Weekly hours, Monday first; identical Mon-Fri collapse into one line unless `full`. A time never wraps from its am/pm. */
export function OpeningHoursList({ hours, full = false }: { hours: TSiteLocation['hours']; full?: boolean }) {
  const lines = groupOpeningHours(hours, { full });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-semibold">{line.label}</dt>
          <dd>{line.hours.status === 'Closed' ? 'Closed' : hoursText(line.hours.formatedHours)}</dd>
        </div>
      ))}
    </dl>
  );
}
