import { CommandDialog } from '@/ui/dialog/command-dialog';

export type THolidayLine = { date: string; label: string; hours: string };

type TProps = {
  /** The location's id, which makes the dialog's id unique on a page of several locations. */
  locationId: number;
  locationName: string;
  lines: THolidayLine[];
};

/** "Holiday opening hours" button and its modal dialog (Escape closes; focus returns to the button). */
export function HolidayHoursDialog({ locationId, locationName, lines }: TProps) {
  return (
    <CommandDialog
      id={`holiday-hours-${locationId}`}
      size="narrow"
      title={`Holiday opening hours: ${locationName}`}
      label="Holiday opening hours"
      closeButton="Close"
      className="rounded-theme border-line min-h-11 cursor-pointer border px-4 py-2 font-semibold underline-offset-2 hover:underline"
    >
      {/* Each date's hours stay on one line: beside the date when both fit, else whole beneath it. */}
      <dl className="flex flex-col gap-2">
        {lines.map((l) => (
          <div key={l.date} className="flex flex-wrap justify-between gap-x-4">
            <dt className="font-semibold">{l.label}</dt>
            <dd className="whitespace-nowrap">{l.hours}</dd>
          </div>
        ))}
      </dl>
    </CommandDialog>
  );
}
