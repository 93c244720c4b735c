import { describe, expect, it } from 'vitest';
import { signSitePreview, verifySitePreview } from './site-preview-token';

const SECRET = 'a'.repeat(40);
const NOW = 1_800_000_000_000;

describe('site preview tokens', () => {
  it('names the site of a genuine token before it expires', () => {
    expect(verifySitePreview(signSitePreview(7, 'cookie', NOW + 1000, SECRET), 'cookie', NOW, SECRET)).toBe(
      7,
    );
  });

  it.each([
    ['expired', signSitePreview(7, 'cookie', NOW, SECRET), 'cookie', SECRET],
    ['for the other purpose', signSitePreview(7, 'link', NOW + 1000, SECRET), 'cookie', SECRET],
    [
      'signed with another secret',
      signSitePreview(7, 'cookie', NOW + 1000, 'b'.repeat(40)),
      'cookie',
      SECRET,
    ],
    [
      'with its site changed',
      signSitePreview(7, 'cookie', NOW + 1000, SECRET).replace(/^7/, '8'),
      'cookie',
      SECRET,
    ],
    ['missing', undefined, 'cookie', SECRET],
    ['garbled', 'nonsense', 'cookie', SECRET],
  ] as const)('refuses a token %s', (_, token, purpose, secret) => {
    expect(verifySitePreview(token, purpose, NOW, secret)).toBeNull();
  });
});
