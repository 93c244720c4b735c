import { describe, expect, it } from 'vitest';
import { matchesLeadSecret, newLeadSecret } from './lead-secret';

describe('lead secrets', () => {
  const { secret, hash } = newLeadSecret();

  it.each<[string, string | null | undefined, string | null, boolean]>([
    ['the secret given', secret, hash, true],
    ['another secret', newLeadSecret().secret, hash, false],
    ['the stored hash itself', hash, hash, false],
    ['no secret presented', null, hash, false],
    ['an empty secret', '', hash, false],
    ['a lead stored without one', secret, null, false],
    ['a malformed stored hash', secret, 'abc', false],
  ])('%s -> %s', (_case, presented, stored, matches) => {
    expect(matchesLeadSecret(presented, stored)).toBe(matches);
  });

  it('gives a new, unguessable secret each time and stores only its hash', () => {
    const other = newLeadSecret();
    expect(other.secret).not.toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(secret);
  });
});
