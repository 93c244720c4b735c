/**
 * What a buyer is told when a My Garage form is refused, by code: the API answers the words with the field, and a
 * form posted without JavaScript comes back to its page with `?error={code}&field={field}`, which shows them.
 */
export const BUYER_MESSAGES = {
  'email-invalid': 'Enter an email address like name@example.com.',
  'code-invalid': 'Enter the 6-digit code from the email.',
  'code-wrong': 'That code is not right. Check the email and try again.',
  'code-expired': 'That code has expired. Ask for a new one.',
  'code-used-up': 'That code no longer works. Ask for a new one.',
  'code-none': 'Ask for a code first.',
  'too-many-codes': 'We have sent this address 5 codes in the last hour. Please wait before asking again.',
  'too-many-requests': 'Too many tries: please wait a moment and try again.',
  'email-taken': 'Another My Garage account on this site uses that email.',
  'signed-out': 'Sign in to My Garage first.',
  invalid: 'Check this field and try again.',
} as const;

export type TBuyerMessageCode = keyof typeof BUYER_MESSAGES;

/** A refused code's reason as a message code. */
export function codeReasonMessage(reason: 'wrong' | 'expired' | 'used-up' | 'none'): TBuyerMessageCode {
  return `code-${reason}`;
}

/** The message of a code from a URL, or null for anything not ours (nobody can put their words on the page). */
export function buyerMessage(code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(BUYER_MESSAGES, code)
    ? BUYER_MESSAGES[code as TBuyerMessageCode]
    : null;
}
