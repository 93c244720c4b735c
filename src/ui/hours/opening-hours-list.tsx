import { groupOpeningHours } from '@/domain/hours/group-opening-hours';
import type { TOpeningHour } from '@/domain/hours/types';
import { hoursText } from './hours-text';

type TProps = {
  /** A location's weekly hours, each with the text the dealer gave for it ('8:30 am - 5:30 pm'). */
  hours: readonly (TOpeningHour & { formatedHours: string })[];
  /** Every weekday on its own line, even where Mon-Fri share their hours. */
  full?: boolean;
};

/** Weekly hours, Monday first; identical Mon-Fri collapse into one line unless `full`. A time never wraps from its am/pm. */
export function OpeningHoursList({ hours, full = false }: TProps) {
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
