import { describe, expect, it } from 'vitest';
import { signInMessage } from './sign-in-messages';

describe('signInMessage', () => {
  it.each<[unknown, unknown, string | null]>([
    ['invalid', undefined, 'That email address and password do not match.'],
    ['missing', undefined, 'Enter your email address and password.'],
    ['locked', '15', 'Too many failed sign-ins for this email address. It is locked for 15 minutes.'],
    ['locked', '1', 'Too many failed sign-ins for this email address. It is locked for 1 minute.'],
    ['rate', 'junk', 'Too many sign-in attempts from here. Try again in 1 minute.'],
    ['locked', '99999', 'Too many failed sign-ins for this email address. It is locked for 60 minutes.'],
    ['code-expired', undefined, 'The time to enter your authentication code ran out. Sign in again.'],
    ['<script>', undefined, null],
    [undefined, undefined, null],
  ])('%s, %s', (error, minutes, text) => {
    expect(signInMessage(error, minutes)).toBe(text);
  });
});
