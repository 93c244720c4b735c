import { describe, expect, it, vi } from 'vitest';

const search = vi.fn();
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async () => ({ id: 1, slug: 'demo', dealershipIds: [1] }),
}));
vi.mock('@/server/search/search-provider-for-site', () => ({
  searchProviderForSite: () => ({ provider: { search }, scope: {} }),
}));

const { getSearchRoute: GET } = await import('./get-search-route');
const get = (query: string) =>
  GET(new Request(`http://demo.localhost/api/search?${query}`, { headers: { host: 'demo.localhost' } }), {
    params: Promise.resolve({}),
  });

describe('GET /api/search', () => {
  it('past the last page: no hits and the page asked for, not the capped page number', async () => {
    search.mockResolvedValueOnce({ hits: [], total: 50, page: 1001, pageCount: 3, facets: {} });
    const body = await (await get('page=99999')).json();
    expect(body).toMatchObject({ hits: [], page: 99999, pageCount: 3, total: 50 });
  });

  it('a page that exists is answered as the provider gives it', async () => {
    search.mockResolvedValueOnce({ hits: [], total: 50, page: 2, pageCount: 3, facets: {} });
    expect((await (await get('page=2')).json()).page).toBe(2);
  });
});
