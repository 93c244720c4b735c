import { describe, expect, it } from 'vitest';
import { parseFormBody } from './parse-form-body';

describe('parseFormBody', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['flat keys', 'a=1&b=two', { a: '1', b: 'two' }],
    ['nested keys', 'lead[name]=Jo&lead[email]=jo%40x.au', { lead: { name: 'Jo', email: 'jo@x.au' } }],
    ['lists', 'lead[pages][]=%2Fa&lead[pages][]=%2Fb', { lead: { pages: ['/a', '/b'] } }],
    ['deep nesting', 'lead[q][utm_source]=fb', { lead: { q: { utm_source: 'fb' } } }],
    ['later value wins', 'a=1&a=2', { a: '2' }],
    ['malformed keys dropped', 'a[b=1&]x=2&c=3', { c: '3' }],
    ['prototype keys dropped', '__proto__[x]=1&lead[constructor]=2&ok=1', { ok: '1' }],
    ['list under a list ignored', 'a[][b]=1', { a: [] }],
    ['scalar replaced by object', 'a=1&a[b]=2', { a: { b: '2' } }],
  ])('%s', (_case, body, expected) => {
    expect(parseFormBody(new URLSearchParams(body))).toEqual(expected);
  });

  it('never touches Object.prototype', () => {
    parseFormBody(new URLSearchParams('__proto__[polluted]=yes'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
