'use client';

import { useEffect, useState } from 'react';
import type { TTestDriveDay } from '@/domain/hours/test-drive-slots';
import { fieldClass } from '@/ui/form/text-field';

type TAvailability = { days: TTestDriveDay[]; timeZone: string };

function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/**
 * The preferred test-drive date and time (not required): two selects fed by the location's availability,
 * so only offered, future times can be picked. The chosen slot is posted as `dateTime` ('YYYY-MM-DDTHH:mm',
 * the location's local time).
 */
export function TestDriveTimePicker({
  id,
  query,
  error,
}: {
  /** The id of the group (`…-dateTime`): its date and time selects take their ids from it. */
  id: string;
  query: string;
  /** The lead API's message about the chosen time (taken meanwhile, or passed), shown here. */
  error?: string;
}) {
  const [availability, setAvailability] = useState<TAvailability | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');

  useEffect(() => {
    let live = true;
    fetch(`/api/test-drive-availability?${query}`, { headers: { accept: 'application/json' } })
      .then((r) =>
        r.ok ? (r.json() as Promise<TAvailability>) : Promise.reject(new Error(String(r.status))),
      )
      .then((a) => live && setAvailability(a))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [query]);

  const times = availability?.days.find((d) => d.date === date)?.times ?? [];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold">
        Preferred time <span className="text-ink-muted font-normal">(optional)</span>
      </legend>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <input type="hidden" name="dateTime" value={date && time ? `${date}T${time}` : ''} />
      {failed && (
        <p className="text-ink-muted text-sm">
          We could not load the available times; tell us in your message.
        </p>
      )}
      {availability && availability.days.length === 0 && (
        <p className="text-ink-muted text-sm">
          No times are open in the next two weeks; we will call you to arrange one.
        </p>
      )}
      {!availability && !failed && <p className="text-ink-muted text-sm">Loading available times…</p>}
      {availability && availability.days.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-date`} className="text-sm">
              Day
            </label>
            <select
              id={`${id}-date`}
              className={fieldClass}
              aria-invalid={error ? true : undefined}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
              }}
            >
              <option value="">Choose a day</option>
              {availability.days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-time`} className="text-sm">
              Time
            </label>
            <select
              id={`${id}-time`}
              className={fieldClass}
              value={time}
              disabled={!date}
              onChange={(e) => setTime(e.target.value)}
            >
              <option value="">{date ? 'Choose a time' : 'Choose a day first'}</option>
              {times.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
