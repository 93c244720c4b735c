import { describe, expect, it } from 'vitest';
import { BUYER_MESSAGES, buyerMessage, codeReasonMessage } from './buyer-messages';

describe('buyerMessage', () => {
  it('shows our words for our codes only', () => {
    expect(buyerMessage('code-wrong')).toBe(BUYER_MESSAGES['code-wrong']);
    expect(buyerMessage('Your account is locked: call 1900 000 000')).toBeNull();
    expect(buyerMessage('toString')).toBeNull();
    expect(buyerMessage(['code-wrong'])).toBeNull();
  });

  it.each(['wrong', 'expired', 'used-up', 'none'] as const)(
    'has a message for a code that is %s',
    (reason) => {
      expect(buyerMessage(codeReasonMessage(reason))).not.toBeNull();
    },
  );
});
