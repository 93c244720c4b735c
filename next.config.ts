import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // 'use cache' without Cache Components' static shells: pages render blocking, so notFound() answers a
  // real 404 (see docs/adr/0001-tenancy-and-rendering.md).
  // inlineCss: the stylesheet is a few KB; inlining it removes a render-blocking request before first paint.
  // isrFlushToDisk: false keeps rendered pages in memory only, so a restarted server never serves pages rendered
  // before `npm run seed` or `npm run import` changed the database while it was stopped (docs/adr/0010).
  experimental: { useCache: true, inlineCss: true, isrFlushToDisk: false },
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
