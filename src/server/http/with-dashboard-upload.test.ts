import { describe, expect, it, vi } from 'vitest';
import { withDashboardUpload } from './with-dashboard-upload';

describe('withDashboardUpload', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
  ])('refuses a post from %s before reading the session or the body (CSRF)', async (_, origin) => {
    const handler = vi.fn();
    const post = withDashboardUpload(
      { maxBytes: 10, tooLarge: 'photo_too_large', back: () => '/stock/1' },
      handler,
    );
    const form = new FormData();
    form.set('photos', new Blob(['x']), 'a.jpg');
    const response = await post(
      new Request('http://dashboard.localhost:3000/stock/1/photos', {
        method: 'POST',
        headers: { origin, host: 'dashboard.localhost:3000' },
        body: form,
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site form posts are refused.', field: null });
    expect(handler).not.toHaveBeenCalled();
  });
});
