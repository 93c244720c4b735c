import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSecret } from '@/server/payments/server-secret';
import { PREVIEW_COOKIE, signSitePreview } from '@/server/websites/site-preview-token';
import type { TSite } from '@/server/websites/site.types';
import { getRequestSite } from './get-request-site';

const siteFixture = (over: Partial<TSite> = {}) =>
  ({ id: 1, slug: 'demo-motors', publishedAt: new Date('2026-01-01'), ...over }) as TSite;

const lookupSiteByKey = vi.hoisted(() => vi.fn());
vi.mock('@/server/websites/lookup-site-by-key', () => ({ lookupSiteByKey }));
vi.mock('@/server/payments/server-secret', () => ({ serverSecret: () => 's'.repeat(40) }));

const request = (cookie?: string) => ({
  headers: new Headers({ host: 'demo-motors.localhost:3000', ...(cookie ? { cookie } : {}) }),
});
const preview = (siteId: number, purpose: 'cookie' | 'link' = 'cookie') =>
  `other=1; ${PREVIEW_COOKIE}=${signSitePreview(siteId, purpose, Date.now() + 60_000, serverSecret())}`;

beforeEach(() => lookupSiteByKey.mockReset());

describe('getRequestSite', () => {
  it('answers a published site to anyone', async () => {
    lookupSiteByKey.mockResolvedValue(siteFixture());
    expect((await getRequestSite(request()))?.slug).toBe('demo-motors');
    expect(lookupSiteByKey).toHaveBeenCalledWith('demo-motors.localhost');
  });

  it.each([
    ['no cookie', undefined],
    ['another site’s preview cookie', preview(2)],
    ['a preview link’s token as the cookie', preview(1, 'link')],
  ])('hides an unpublished site from a request with %s', async (_, cookie) => {
    lookupSiteByKey.mockResolvedValue(siteFixture({ publishedAt: null }));
    expect(await getRequestSite(request(cookie))).toBeNull();
  });

  it('answers an unpublished site to a browser previewing it', async () => {
    lookupSiteByKey.mockResolvedValue(siteFixture({ publishedAt: null }));
    expect((await getRequestSite(request(preview(1))))?.slug).toBe('demo-motors');
  });
});
