import { describe, expect, it } from 'vitest';
import { leadFailure } from './lead-failure';

describe('leadFailure', () => {
  it.each([
    ['an Error', new Error('Network down'), 'Network down'],
    ['a string', 'Timeout', 'Timeout'],
    ['something else', 503, '503'],
  ])('%s', (_case, error, message) => {
    expect(leadFailure(error)).toEqual({
      alert: `An error occured: ${message}`,
      result: { lead_id: null, error: message },
    });
  });

  it('keeps the spec spelling', () => {
    expect(leadFailure(new Error('x')).alert).toBe('An error occured: x');
  });
});
