import { describe, expect, it } from 'vitest';
import { apiFieldError } from './api-field-error';

describe('apiFieldError', () => {
  it('names the field without the body prefix and drops it from the message', () => {
    expect(apiFieldError('lead.email', 'lead.email: Enter a valid email address.')).toEqual({
      name: 'email',
      message: 'Enter a valid email address.',
    });
    expect(apiFieldError('valuation.rego', 'valuation.rego: Enter the registration.')).toEqual({
      name: 'rego',
      message: 'Enter the registration.',
    });
    expect(apiFieldError('lead.phone', 'phone: Enter a phone number.')).toEqual({
      name: 'phone',
      message: 'Enter a phone number.',
    });
  });

  it('keeps a message that does not start with the field, and one with no field at all', () => {
    expect(apiFieldError('lead.email', 'Use another address: lead.email: x')).toEqual({
      name: 'email',
      message: 'Use another address: lead.email: x',
    });
    expect(apiFieldError(null, 'Too many requests.')).toEqual({ name: null, message: 'Too many requests.' });
  });

  it('keeps nested field paths after the prefix', () => {
    expect(apiFieldError('lead.trade_in.kms', 'lead.trade_in.kms: Too many.')).toEqual({
      name: 'trade_in.kms',
      message: 'Too many.',
    });
  });
});
