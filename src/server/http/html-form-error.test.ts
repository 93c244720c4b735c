import { describe, expect, it } from 'vitest';
import { htmlFormError, wantsHtml } from './html-form-error';

const post = (headers: Record<string, string>) =>
  new Request('http://demo.localhost/api/leads', {
    method: 'POST',
    headers: { host: 'demo.localhost', ...headers },
  });

describe('wantsHtml', () => {
  it('is true for a browser form post and false for fetch or scripts', () => {
    expect(wantsHtml(post({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(true);
    expect(wantsHtml(post({ accept: 'application/json' }))).toBe(false);
    expect(wantsHtml(post({}))).toBe(false);
  });
});

describe('htmlFormError', () => {
  it('names the field in words, escapes the message and links back to the form', async () => {
    const response = htmlFormError(
      post({ referer: 'http://demo.localhost/contact?car=x&category=Test%20Drive' }),
      400,
      'lead.email: Enter a valid email <b>address</b>.',
      'lead.email',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<strong>Email:</strong> Enter a valid email &lt;b&gt;address&lt;/b&gt;.');
    expect(html).toContain('href="/contact?car=x&amp;category=Test%20Drive"');
  });

  it("never links back to another site's page", async () => {
    const html = await htmlFormError(post({ referer: 'https://evil.example/x' }), 400, 'Bad.', null).text();
    expect(html).toContain('href="/"');
    expect(html).not.toContain('evil');
  });

  it.each([
    ['two leading slashes', 'http://demo.localhost//evil.example/x', 'href="/evil.example/x"'],
    ['many leading slashes', 'http://demo.localhost////evil.example', 'href="/evil.example"'],
    ['a backslash (read as a slash)', 'http://demo.localhost/\\evil.example', 'href="/evil.example"'],
  ])('never links back protocol-relative: %s', async (_case, referer, expected) => {
    const html = await htmlFormError(post({ referer }), 400, 'Bad.', null).text();
    expect(html).toContain(expected);
    expect(html).not.toMatch(/href="\/\//);
  });

  it('does not take the host from X-Forwarded-Host', async () => {
    const request = post({ referer: 'https://evil.example/x', 'x-forwarded-host': 'evil.example' });
    expect(await htmlFormError(request, 400, 'Bad.', null).text()).toContain('href="/"');
  });
});
