import { describe, expect, it } from 'vitest';
import { fieldErrorAt } from './field-error-at';

const shown = ['name', 'phone', 'email', 'message', 'dateTime', 'hear_about_us'];

describe('fieldErrorAt', () => {
  it.each([
    ['lead.dateTime', 'lead.dateTime: That time is no longer available.', 'dateTime'],
    ['lead.dateTime', 'That time is no longer available.', 'dateTime'],
    ['dateTime', 'dateTime: That time is no longer available.', 'dateTime'],
    ['lead.email', 'lead.email: That time is no longer available.', 'email'],
    ['lead.hear_about_us', 'lead.hear_about_us: That time is no longer available.', 'hear_about_us'],
  ])('shows %s at its field without the field prefix', (field, message, name) => {
    expect(fieldErrorAt(field, message, shown)).toEqual({ [name]: 'That time is no longer available.' });
  });

  it.each([
    [null, 'Too many requests'],
    ['lead.car_id', 'lead.car_id: No such car on this site.'],
    ['lead.Rego', 'lead.Rego: Must be at most 12 characters.'],
    ['Idempotency-Key', 'Idempotency-Key: Must be 8 to 100 characters.'],
  ])('leaves an error on %s, which the form does not show, to the failure message', (field, message) => {
    expect(fieldErrorAt(field, message, shown)).toBeNull();
  });
});
