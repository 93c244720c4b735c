import { describe, expect, it } from 'vitest';
import { ownHoldsCookie, readOwnHolds } from './own-holds-cookie';

const secret = 'a'.repeat(43);
const hold = (n: number) => ({ reference: `FC-AAAAAAA${n}`, secret });

describe('the own-holds cookie', () => {
  it('keeps the newest five, the added one first, HttpOnly for 30 days', () => {
    let header: string | null = null;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const cookie = ownHoldsCookie(header, hold(n), false);
      expect(cookie).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      header = `other=1; ${cookie.split(';')[0]}`;
    }
    expect(readOwnHolds(header).map((h) => h.reference)).toEqual(
      [7, 6, 5, 4, 3].map((n) => hold(n).reference),
    );
    expect(ownHoldsCookie(null, hold(1), true)).toMatch(/; Secure$/);
  });

  it('moves a hold placed again to the front without repeating it', () => {
    const header = ownHoldsCookie(null, hold(1), false).split(';')[0]!;
    const again = ownHoldsCookie(`${ownHoldsCookie(header, hold(2), false).split(';')[0]}`, hold(1), false);
    expect(readOwnHolds(again.split(';')[0]!).map((h) => h.reference)).toEqual([
      'FC-AAAAAAA1',
      'FC-AAAAAAA2',
    ]);
  });

  it.each([
    ['no cookie', null],
    ['another cookie only', 'theme=dark'],
    ['a malformed reference', 'forecourt-holds=FC-lower1.' + secret],
    ['a short secret', 'forecourt-holds=FC-AAAAAAA1.abc'],
  ])('reads nothing from %s', (_name, header) => {
    expect(readOwnHolds(header)).toEqual([]);
  });
});
