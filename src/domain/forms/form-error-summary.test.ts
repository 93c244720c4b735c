import { describe, expect, it } from 'vitest';
import { formErrorSummary } from './form-error-summary';

describe('formErrorSummary', () => {
  it('is null without errors', () => {
    expect(formErrorSummary({})).toBeNull();
  });

  it('heads the errors, in field order, with the spec heading', () => {
    expect(formErrorSummary({ name: 'This is a required field.', email: 'invalid email address' })).toEqual({
      heading: 'Please fix the following errors:',
      items: [
        { field: 'name', message: 'This is a required field.' },
        { field: 'email', message: 'invalid email address' },
      ],
    });
  });
});
