import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';
import { ZLocationHours } from '@/domain/site/location-hours.schema';
import type { TEditableLocation } from '@/server/site-settings/editable-locations';
import type { TDecoded } from '@/ui/form/form-errors';
import { keptRows } from './list-rows';
import type { TFormValues } from './section.types';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const orNull = (text: string): string | null => (text === '' ? null : text);
const statusOf = (text: string) => (text === '' ? 'Closed' : text);
const node = (form: TNestedFormValues, key: string) =>
  typeof form[key] === 'object' ? form[key] : undefined;

/** A location's phone, email, hours and holiday hours as form fields (a day without a row shows closed). */
export function locationValues({ location, hours, holidays }: Omit<TEditableLocation, 'site'>): TFormValues {
  const values: TFormValues = { phone: location.phone ?? '', email: location.email ?? '' };
  WEEKDAY_NAMES.forEach((_, day) => {
    const h = hours.find((row) => row.weekday === day);
    values[`weekdays.${day}.status`] = h?.status ?? 'Closed';
    values[`weekdays.${day}.open`] = h?.open ?? '';
    values[`weekdays.${day}.close`] = h?.close ?? '';
  });
  holidays.forEach((h, i) => {
    values[`holidays.${i}.date`] = h.date;
    values[`holidays.${i}.label`] = h.label ?? '';
    values[`holidays.${i}.status`] = h.status;
    values[`holidays.${i}.startHour`] = h.startHour ?? '';
    values[`holidays.${i}.endHour`] = h.endHour ?? '';
  });
  return values;
}

/** The form read back for ZLocationHours: times of a closed day or date are dropped; empty holiday rows too. */
export function decodeLocation(form: TNestedFormValues): TDecoded {
  const days = node(form, 'weekdays');
  const weekdays = WEEKDAY_NAMES.map((_, day) => {
    const row = days && typeof days === 'object' ? days[String(day)] : undefined;
    const status = statusOf(formText(row, 'status'));
    const closed = status === 'Closed';
    return {
      status,
      open: closed ? null : orNull(formText(row, 'open')),
      close: closed ? null : orNull(formText(row, 'close')),
    };
  });
  const rows = keptRows(form.holidays, ['date', 'label', 'startHour', 'endHour']);
  const holidays = rows.map(({ node: row }) => {
    const status = statusOf(formText(row, 'status'));
    const closed = status === 'Closed';
    return {
      date: formText(row, 'date'),
      label: orNull(formText(row, 'label')),
      status,
      startHour: closed ? null : orNull(formText(row, 'startHour')),
      endHour: closed ? null : orNull(formText(row, 'endHour')),
    };
  });
  return {
    candidate: {
      phone: orNull(formText(form, 'phone')),
      email: orNull(formText(form, 'email')),
      weekdays,
      holidays,
    },
    sources: { holidays: rows.map((r) => ({ key: r.key, nested: {} })) },
  };
}

export const locationSchema = ZLocationHours;
