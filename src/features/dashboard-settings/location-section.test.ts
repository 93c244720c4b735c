import { describe, expect, it } from 'vitest';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import type { TEditableLocation } from '@/server/site-settings/editable-locations';
import { fieldErrors } from '@/ui/form/form-errors';
import { decodeLocation, locationSchema, locationValues } from './location-section';

const found = {
  location: { phone: null, email: 'a@b.example' },
  hours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }],
  holidays: [{ date: '2026-12-25', label: null, status: 'Closed', startHour: null, endHour: null }],
} as unknown as TEditableLocation;

const read = (values: Record<string, string>) => {
  const decoded = decodeLocation(nestFormValues(Object.entries(values)));
  const parsed = locationSchema.safeParse(decoded.candidate);
  return { decoded, parsed, errors: parsed.success ? {} : fieldErrors(parsed.error, decoded) };
};

describe('the location form', () => {
  it('shows the saved hours (a day without a row is closed) and reads them back unchanged', () => {
    const values = locationValues(found);
    expect(values).toMatchObject({
      'weekdays.0.status': 'Closed',
      'weekdays.1.open': '08:30',
      'holidays.0.label': '',
    });
    const { parsed } = read(values);
    expect(parsed.data).toMatchObject({
      phone: null,
      weekdays: expect.arrayContaining([{ status: 'Open', open: '08:30', close: '17:30' }]),
      holidays: [{ date: '2026-12-25', label: null, status: 'Closed', startHour: null, endHour: null }],
    });
  });

  it('drops the times of a closed day, empty holiday rows and removed ones; names a bad holiday row', () => {
    const { parsed } = read({
      'weekdays.3.status': 'Closed',
      'weekdays.3.open': '09:00',
      'holidays.0.date': '',
      'holidays.1.date': '2026-01-01',
      'holidays.1.remove': '1',
    });
    expect((parsed.data!.weekdays as unknown[])[3]).toEqual({ status: 'Closed', open: null, close: null });
    expect(parsed.data!.holidays).toEqual([]);
    expect(read({ 'holidays.4.date': '2026-12-24', 'holidays.4.status': 'Open' }).errors).toEqual({
      'holidays.4.startHour': 'is required when open',
      'holidays.4.endHour': 'is required when open',
    });
    expect(read({ weekdays: 'x' }).parsed.success).toBe(true);
  });
});
