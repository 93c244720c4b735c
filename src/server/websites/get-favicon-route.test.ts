import { describe, expect, it, vi } from 'vitest';

const sites = new Map<string, { iconUrl: string | null }>([
  ['demo.localhost', { iconUrl: '/media/icons/demo.svg' }],
  ['plain.localhost', { iconUrl: null }],
]);
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { getFaviconRoute: GET } = await import('./get-favicon-route');
const get = (host: string) => GET(new Request('http://x/favicon.ico', { headers: { host } }));

describe('GET /favicon.ico', () => {
  it("redirects to the site's icon", async () => {
    const response = await get('demo.localhost');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/media/icons/demo.svg');
  });

  it('is 404 for a site without an icon and for a host that names no site', async () => {
    expect((await get('plain.localhost')).status).toBe(404);
    expect((await get('nowhere.example')).status).toBe(404);
  });
});
