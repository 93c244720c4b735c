import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('unsubscribe tokens', () => {
  it('carry the address and the email kind, signed', () => {
    const token = unsubscribeToken('Desk@Dealer.example', 'new_lead', secret);
    expect(readUnsubscribeToken(token, secret)).toEqual({ email: 'desk@dealer.example', kind: 'new_lead' });
  });

  it('are refused when forged, altered or malformed', () => {
    const token = unsubscribeToken('desk@dealer.example', 'new_lead', secret);
    const [, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ e: 'boss@dealer.example', k: 'new_lead' })).toString(
      'base64url',
    );
    expect(readUnsubscribeToken(`${other}.${signature}`, secret)).toBeNull();
    expect(readUnsubscribeToken(token, 'another-secret-of-at-least-32-chars!')).toBeNull();
    expect(readUnsubscribeToken(`${token}.x`, secret)).toBeNull();
    expect(readUnsubscribeToken('', secret)).toBeNull();
    expect(readUnsubscribeToken('not-a-token', secret)).toBeNull();
  });
});
