import { describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, screenHoneypot, submitUnlessSpam } from './honeypot';

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

  it('names the trap field', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });
});

describe('submitUnlessSpam', () => {
  it('drops a caught submission: reported, nothing sent, flagged spam', async () => {
    const send = vi.fn(async () => 'sent');
    const report = vi.fn();
    await expect(submitUnlessSpam({ name: 'Bot', website: 'x' }, { send, report })).resolves.toEqual({
      spam: true,
    });
    expect(send).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledExactlyOnceWith('Attempted spam submission');
  });

  it('sends a clean submission without the trap field', async () => {
    const send = vi.fn(async (values: Record<string, unknown>) => ({ ok: true, keys: Object.keys(values) }));
    const report = vi.fn();
    await expect(submitUnlessSpam({ name: 'Jo', website: '' }, { send, report })).resolves.toEqual({
      spam: false,
      result: { ok: true, keys: ['name'] },
    });
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Jo' });
    expect(report).not.toHaveBeenCalled();
  });
});
