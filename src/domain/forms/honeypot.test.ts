import { describe, expect, it } from 'vitest';
import { screenHoneypot } from './honeypot';

describe('screenHoneypot', () => {
  it.each([
    ['trap absent', { name: 'Jo' }, { spam: false, values: { name: 'Jo' } }],
    ['trap empty', { name: 'Jo', website: '' }, { spam: false, values: { name: 'Jo' } }],
    ['trap whitespace', { name: 'Jo', website: '  ' }, { spam: false, values: { name: 'Jo' } }],
    [
      'trap holds text',
      { name: 'Jo', website: 'http://spam.example' },
      { spam: true, log: 'Attempted spam submission' },
    ],
    ['trap holds a non-string', { name: 'Jo', website: 1 }, { spam: true, log: 'Attempted spam submission' }],
  ])('%s', (_case, values, expected) => {
    expect(screenHoneypot(values)).toEqual(expected);
  });
});
