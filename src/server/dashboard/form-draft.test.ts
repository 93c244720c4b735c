import { describe, expect, it } from 'vitest';
import { clearDraftCookie, draftCookie, readDraft } from './form-draft';

const valueOf = (cookie: string) => cookie.split(';')[0]!.split('=')[1]!;

describe('form drafts', () => {
  it('gives the values back, without secrets or empty fields, only to the page view of its nonce', () => {
    const values = { name: 'Sydney', phone: '', 'rows.0.secret': 'whsec-123', secretKey: 'sk_live' };
    const { nonce, cookie } = draftCookie({
      form: 'general',
      values,
      secretFields: /(^secretKey$|\.secret$)/,
      path: '/settings',
      secure: false,
    });
    expect(cookie).toMatch(/^form-draft=[\w-]+; Path=\/settings; Max-Age=300; HttpOnly; SameSite=Lax$/);
    expect(readDraft(valueOf(cookie), nonce, 'general')).toEqual({ name: 'Sydney' });
    expect(readDraft(valueOf(cookie), 'other-nonce', 'general')).toBeNull();
    expect(readDraft(valueOf(cookie), nonce, 'theme')).toBeNull();
    expect(readDraft(valueOf(cookie), undefined, 'general')).toBeNull();
    expect(readDraft(undefined, nonce, 'general')).toBeNull();
    expect(readDraft('not-a-draft', nonce, 'general')).toBeNull();
  });

  it('is Secure over https, and clears itself when the values are too large to keep', () => {
    const big = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`rows.${i}.name`, Math.random().toString(36).repeat(3)]),
    );
    const { cookie } = draftCookie({ form: 'contacts', values: big, path: '/stock', secure: true });
    expect(cookie).toBe(clearDraftCookie('/stock', true));
    expect(cookie).toContain('Path=/stock; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
