'use client';

import { useId, useRef } from 'react';

export type THolidayLine = { date: string; label: string; hours: string };

/** "Holiday opening hours" button and its modal dialog (Escape closes; focus returns to the button). */
export function HolidayHoursDialog({ locationName, lines }: { locationName: string; lines: THolidayLine[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  // A location name has spaces, which would split an id reference in aria-labelledby.
  const headingId = useId();
  const open = () => {
    ref.current?.showModal();
    document.body.classList.add('modal-open');
  };
  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="rounded-theme border-line min-h-11 cursor-pointer border px-4 py-2 font-semibold underline-offset-2 hover:underline"
      >
        Holiday opening hours
      </button>
      <dialog
        ref={ref}
        aria-labelledby={headingId}
        onClose={() => document.body.classList.remove('modal-open')}
        className="bg-surface text-ink rounded-theme m-auto w-[min(32rem,calc(100vw-2rem))] p-6 backdrop:bg-black/50"
      >
        <h2 id={headingId} className="mb-4 text-xl font-bold">
          Holiday opening hours: {locationName}
        </h2>
        {/* Each date's hours stay on one line: beside the date when both fit, else whole beneath it. */}
        <dl className="flex flex-col gap-2">
          {lines.map((l) => (
            <div key={l.date} className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-semibold">{l.label}</dt>
              <dd className="whitespace-nowrap">{l.hours}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="mt-6">
          <button
            type="submit"
            className="rounded-theme bg-primary text-primary-contrast min-h-11 cursor-pointer px-4 py-2"
          >
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
