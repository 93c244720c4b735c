import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSite } from '@/server/websites/site.types';
import { siteSegment } from '@/server/websites/site-segment';

const sites = new Map<string, Partial<TSite>>();
vi.mock('@/server/websites/get-site-by-key', () => ({
  getSiteByKey: async (key: string) => sites.get(key) ?? null,
}));
vi.mock('./search-page', () => ({ SearchPage: () => null }));
/** A site's old addresses (site_redirects), by site id: path with query first, then the path alone. */
const oldAddresses = new Map<number, Record<string, string>>();
vi.mock('@/server/redirects/find-site-redirect', () => ({
  findSiteRedirect: async (siteId: number, path: string, query: string) => {
    const table = oldAddresses.get(siteId) ?? {};
    return (query ? table[`${path}?${query}`] : undefined) ?? table[path] ?? null;
  },
}));
vi.mock('@/server/content-blocks/get-home-content', () => ({
  getHomeContent: async () => ({ slides: [], blocks: [] }),
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
  permanentRedirect: (to: string) => {
    throw new Error(`NEXT_PERMANENT_REDIRECT ${to}`);
  },
}));

const { withSiteSearchPath } = await import('./site-search-path-route');
const { SearchPage } = await import('./search-page');

const searchSettings = (searchPath: string) => ({ provider: 'postgres' as const, searchPath, filters: '' });
const model = {
  generateMetadata: vi.fn(async () => ({ title: 'Nissan Navara' })),
  Page: vi.fn(async () => 'model page'),
};
const single = withSiteSearchPath<{ site: string; slug: string }>((p) => `/${p.slug}`, model);
const catchAll = withSiteSearchPath<{ site: string; rest: string[] }>((p) => `/${p.rest.join('/')}`, null);
/** A route's props as the proxy makes them: the query string travels in the site's segment (siteSegment). */
const props = <P extends { site: string }>(params: P, search: Record<string, string> = {}) => ({
  params: Promise.resolve({
    ...params,
    site: siteSegment(params.site, new URLSearchParams(search).toString()),
  }),
});

beforeEach(() => {
  sites.clear();
  sites.set('cars.example', { id: 1, slug: 'cars-site', searchSettings: searchSettings('/cars/') });
  sites.set('stock.example', { id: 2, slug: 'stock-site', searchSettings: searchSettings('/stock/all') });
  sites.set('default.example', { id: 3, slug: 'default-site', searchSettings: searchSettings('') });
  oldAddresses.clear();
  model.Page.mockClear();
});

describe('withSiteSearchPath: a search path configured outside /search/', () => {
  it('serves the search page at a one-segment search path, with its state from the URL', async () => {
    const page = (await single.Page(
      props({ site: 'cars.example', slug: 'cars' }, { query: 'navara', sortBy: 'Car_production_price_asc' }),
    )) as {
      type: unknown;
      props: { pathname: string; state: { query: string; sortBy: string } };
    };
    expect(page.type).toBe(SearchPage);
    expect(page.props.pathname).toBe('/cars');
    expect(page.props.state).toMatchObject({ query: 'navara', sortBy: 'Car_production_price_asc' });
    expect(model.Page).not.toHaveBeenCalled();
    await expect(
      single.Page(
        props(
          { site: 'cars.example', slug: 'cars' },
          { query: 'navara', sort: 'Car_production_price_asc', make: '' },
        ),
      ),
    ).rejects.toThrow('NEXT_REDIRECT /cars/?query=navara&sortBy=Car_production_price_asc&make=');
    const meta = await single.generateMetadata(props({ site: 'cars.example', slug: 'cars' }, { page: '2' }));
    expect(meta).toMatchObject({
      title: 'New, used and demo cars for sale – page 2',
      alternates: { canonical: '/cars?page=2' },
      openGraph: { url: '/cars?page=2', title: 'New, used and demo cars for sale – page 2' },
    });
  });

  it('leaves other single segments to the model route', async () => {
    expect(await single.Page(props({ site: 'cars.example', slug: 'navara' }))).toBe('model page');
    expect(await single.generateMetadata(props({ site: 'cars.example', slug: 'navara' }))).toEqual({
      title: 'Nissan Navara',
    });
    expect(await single.Page(props({ site: 'stock.example', slug: 'cars' }))).toBe('model page');
  });

  it('serves a search path of several segments from the catch-all, else the site’s 404', async () => {
    const page = (await catchAll.Page(props({ site: 'stock.example', rest: ['stock', 'all'] }))) as {
      props: { pathname: string };
    };
    expect(page.props.pathname).toBe('/stock/all');
    await expect(catchAll.Page(props({ site: 'stock.example', rest: ['stock', 'other'] }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    await expect(catchAll.Page(props({ site: 'unknown.example', rest: ['stock', 'all'] }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    expect(
      await catchAll.generateMetadata(props({ site: 'stock.example', rest: ['nothing', 'here'] })),
    ).toEqual({});
  });

  it('a site without a search path keeps the default one, which is not a catch-all path', async () => {
    await expect(catchAll.Page(props({ site: 'default.example', rest: ['cars', 'all'] }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});

describe('withSiteSearchPath: a site’s old addresses', () => {
  it('sends an old address on with a permanent redirect, its query first, before the 404 or a model page', async () => {
    oldAddresses.set(2, { '/used-vehicles.aspx': '/stock/all', '/stock.php?id=9': '/cars/hilux' });
    await expect(
      catchAll.Page(props({ site: 'stock.example', rest: ['used-vehicles.aspx'] })),
    ).rejects.toThrow('NEXT_PERMANENT_REDIRECT /stock/all');
    await expect(
      single.Page(props({ site: 'stock.example', slug: 'stock.php' }, { id: '9' })),
    ).rejects.toThrow('NEXT_PERMANENT_REDIRECT /cars/hilux');
    expect(model.Page).not.toHaveBeenCalled();
  });

  it('never takes over the site’s own search path, nor another site’s old addresses', async () => {
    oldAddresses.set(2, { '/stock/all': '/elsewhere', '/gone': '/stock/all' });
    const page = (await catchAll.Page(props({ site: 'stock.example', rest: ['stock', 'all'] }))) as {
      props: { pathname: string };
    };
    expect(page.props.pathname).toBe('/stock/all');
    await expect(catchAll.Page(props({ site: 'cars.example', rest: ['gone'] }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});
