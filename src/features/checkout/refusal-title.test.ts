import { describe, expect, it } from 'vitest';
import { refusalTitle } from './refusal-title';

describe('refusalTitle', () => {
  it.each([
    ['Your card was declined. Nothing was charged.', 'Your payment did not go through.'],
    [
      'The payment could not be started. Nothing was charged: please try again.',
      'Your payment did not go through.',
    ],
    ['Your card was declined.', 'Nothing was charged.'],
    ['This hold has ended: start again to reserve the car.', 'Nothing was charged.'],
  ])('%s → %s', (message, title) => {
    const said = `${title} ${message}`;
    expect(refusalTitle(message)).toBe(title);
    expect(said.match(/nothing was charged/gi)).toHaveLength(1);
  });
});
