import { describe, expect, it } from 'vitest';
import { signInMessage } from './sign-in-messages';

const locked = (wait: string) =>
  `Too many failed sign-ins to this account from here. Wait ${wait}, then try again.`;

describe('signInMessage', () => {
  it.each<[unknown, unknown, unknown, string | null]>([
    ['invalid', undefined, undefined, 'That email address and password do not match.'],
    ['missing', undefined, undefined, 'Enter your email address and password.'],
    ['locked', undefined, '1', locked('1 second')],
    ['locked', undefined, '16', locked('16 seconds')],
    ['locked', undefined, '900', locked('15 minutes')],
    ['locked', undefined, 'junk', locked('1 second')],
    ['locked', undefined, '99999', locked('60 minutes')],
    ['rate', 'junk', undefined, 'Too many sign-in attempts from here. Try again in 1 minute.'],
    ['rate', '3', undefined, 'Too many sign-in attempts from here. Try again in 3 minutes.'],
    [
      'code-expired',
      undefined,
      undefined,
      'The time to enter your authentication code ran out. Sign in again.',
    ],
    ['<script>', undefined, undefined, null],
    [undefined, undefined, undefined, null],
  ])('%s, %s, %s', (error, minutes, seconds, text) => {
    expect(signInMessage(error, minutes, seconds)).toBe(text);
  });
});
