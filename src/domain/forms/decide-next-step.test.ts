import { describe, expect, it } from 'vitest';
import { decideNextStep } from './decide-next-step';

describe('decideNextStep', () => {
  it.each([
    ['no errors: advance', {}, { advance: true }],
    [
      'errors: stay and log',
      { email: 'invalid email address' },
      { advance: false, log: 'Validation Errors', errors: { email: 'invalid email address' } },
    ],
  ])('%s', (_case, errors, expected) => {
    expect(decideNextStep(errors)).toEqual(expected);
  });
});
