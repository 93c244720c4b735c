import { describe, expect, it } from 'vitest';
import { formField } from '@/domain/forms/form-field';
import { formSchema } from '@/domain/forms/form-schema';
import { displayValue, serverFieldError } from './multi-step-values';

describe('serverFieldError', () => {
  const steps = [formSchema({ loan_amount: formField.text() }), formSchema({ email: formField.email() })];

  it("puts the API's error at its field, on the step that holds it", () => {
    expect(serverFieldError(steps, 'lead.email', 'lead.email: invalid email address')).toEqual({
      step: 2,
      field: 'email',
      message: 'invalid email address',
    });
  });

  it('reads a field named without the lead prefix', () => {
    expect(serverFieldError(steps, 'loan_amount', 'Too big')).toEqual({
      step: 1,
      field: 'loan_amount',
      message: 'Too big',
    });
  });

  it.each([
    [null, 'Too many requests'],
    ['lead.car_id', 'lead.car_id: No such car on this site.'],
  ])('is null for a field no step has (%j)', (field, message) => {
    expect(serverFieldError(steps, field, message)).toBeNull();
  });
});

describe('displayValue', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, '—'],
    [null, '—'],
    ['  ', '—'],
    ['60', '60'],
    [0, '0'],
  ])('%j -> %j', (value, shown) => {
    expect(displayValue(value)).toBe(shown);
  });
});
