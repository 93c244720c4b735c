import { DialogButton } from '@/ui/dialog/dialog-button';

export type THolidayLine = { date: string; label: string; hours: string };

/** "Holiday opening hours" button and its modal dialog (Escape closes; focus returns to the button). */
export function HolidayHoursDialog({ locationName, lines }: { locationName: string; lines: THolidayLine[] }) {
  return (
    <DialogButton
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
    </DialogButton>
  );
}
