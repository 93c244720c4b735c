import { describe, expect, it, vi } from 'vitest';
import { withDashboardUpload } from './with-dashboard-upload';

vi.mock('@/server/auth/dashboard-auth', () => ({
  getDashboardAuth: async () => ({ api: { getSession: async () => ({ user: { id: 'u1' } }) } }),
}));
vi.mock('@/server/db/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/server/dashboard/load-viewer', () => ({
  loadViewer: async () => ({ userId: 'u1', email: 'a@b.c', name: 'A', memberships: [] }),
}));

function upload(handler: () => Promise<Response>, headers: Record<string, string>) {
  const post = withDashboardUpload(
    { maxBytes: 10, tooLarge: 'photo_too_large', back: ({ id }: { id: string }) => `/stock/${id}` },
    handler,
  );
  const form = new FormData();
  form.set('photos', new Blob(['x']), 'a.jpg');
  return post(
    new Request('http://dashboard.localhost:3000/stock/1/photos', {
      method: 'POST',
      headers: { host: 'dashboard.localhost:3000', ...headers },
      body: form,
    }),
    { params: Promise.resolve({ id: '1' }) },
  );
}

describe('withDashboardUpload', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
  ])('refuses a post from %s before reading the session or the body (CSRF)', async (_, origin) => {
    const handler = vi.fn();
    const response = await upload(handler, { origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site form posts are refused.', field: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends a body over its limit back to the page with the limit’s code', async () => {
    const handler = vi.fn();
    const response = await upload(handler, {
      origin: 'http://dashboard.localhost:3000',
      'content-length': '11',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/stock/1?error=photo_too_large');
    expect(handler).not.toHaveBeenCalled();
  });
});
