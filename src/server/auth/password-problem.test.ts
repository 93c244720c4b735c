import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './dashboard-auth';
import { DEMO_PASSWORD } from './demo-password';
import { PASSWORD_PROBLEMS, passwordProblem, passwordProblemOf } from './password-problem';

describe('passwordProblemOf', () => {
  it.each([
    ['a'.repeat(MIN_PASSWORD_LENGTH - 1), 'short'],
    ['', 'short'],
    [DEMO_PASSWORD, 'demo'],
    [DEMO_PASSWORD.toUpperCase(), 'demo'],
    // On zxcvbn's common-password list, in any case.
    ['qwerty123456', 'common'],
    ['QWERTY123456', 'common'],
    ['password1234', 'common'],
    ['1q2w3e4r5t6y', 'common'],
    ['correct horse battery', null],
    ['a'.repeat(MIN_PASSWORD_LENGTH), null],
    ['Paddock-Lantern-74', null],
  ] as const)('%s: %s', (password, problem) => {
    expect(passwordProblemOf(password)).toBe(problem);
  });
});

describe('passwordProblem', () => {
  it('says what is wrong, and nothing when the password will do', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_PROBLEMS.short);
    expect(passwordProblem('short')).toMatch(`at least ${MIN_PASSWORD_LENGTH} characters`);
    expect(passwordProblem('qwerty123456')).toBe(PASSWORD_PROBLEMS.common);
    expect(passwordProblem('Paddock-Lantern-74')).toBeNull();
  });
});
