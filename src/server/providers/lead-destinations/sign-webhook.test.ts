import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './sign-webhook';

describe('signWebhook', () => {
  const body = '{"lead_id":"a"}';
  const header = signWebhook(body, 'sekret', 1_700_000_000);

  it('signs the timestamp and body', () => {
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });

  it.each<[string, string, string | null, string, number, boolean]>([
    ['the same body and secret', body, header, 'sekret', 1_700_000_100, true],
    ['another body', '{"lead_id":"b"}', header, 'sekret', 1_700_000_100, false],
    ['another secret', body, header, 'other', 1_700_000_100, false],
    ['a stale signature', body, header, 'sekret', 1_700_000_301, false],
    ['no header', body, null, 'sekret', 1_700_000_000, false],
    ['a malformed header', body, 'v1=abc', 'sekret', 1_700_000_000, false],
  ])('verifies %s: %s', (_case, b, h, secret, now, expected) => {
    expect(verifyWebhookSignature(b, h, secret, now)).toBe(expected);
  });
});
