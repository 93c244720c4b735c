import { dictionary } from '@zxcvbn-ts/language-common';
import { DEMO_PASSWORD } from './demo-password';
import { MIN_PASSWORD_LENGTH } from './dashboard-auth';

export type TPasswordProblem = 'short' | 'common' | 'demo';

export const PASSWORD_PROBLEMS: Record<TPasswordProblem, string> = {
  short: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  common: 'This password is on a list of common passwords. Choose another.',
  demo: 'This is the demo password, which everyone can read. Choose another.',
};

let common: Set<string> | undefined;

/** zxcvbn's list of common passwords, shipped in node_modules: checked offline, lower-cased as the list is. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((word) => word.length >= MIN_PASSWORD_LENGTH));
  return common;
}

/** What is wrong with a password a person chose, or null: too short, a common one, or the demo users'. */
export function passwordProblemOf(password: string): TPasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  const lower = password.toLowerCase();
  if (lower === DEMO_PASSWORD) return 'demo';
  return commonPasswords().has(lower) ? 'common' : null;
}

/** The message of passwordProblemOf, said where the password was typed; null when the password will do. */
export function passwordProblem(password: string): string | null {
  const problem = passwordProblemOf(password);
  return problem && PASSWORD_PROBLEMS[problem];
}
