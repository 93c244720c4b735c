import path from 'node:path';
import type { NextConfig } from 'next';
import {
  ALL_BUT_STATIC_FILES_SOURCE,
  CHECKOUT_CONTENT_SECURITY_POLICY,
  CHECKOUT_PAGE_SOURCES,
  HSTS_HEADER,
  SECURITY_HEADERS,
  STATIC_FILE_HEADERS,
  STATIC_FILES_SOURCE,
} from './src/server/http/security-headers';

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // 'use cache' without Cache Components' static shells: pages render blocking, so notFound() answers a
  // real 404 (see docs/adr/0001-tenancy-and-rendering.md).
  // inlineCss: the stylesheet is a few KB; inlining it removes a render-blocking request before first paint.
  // isrFlushToDisk: false keeps rendered pages in memory only, so a restarted server never serves pages rendered
  // before `npm run demo` or `npm run import` changed the database while it was stopped (docs/adr/0010).
  // proxyClientMaxBodySize: the proxy buffers request bodies and cuts them off past this (10 MB by default),
  // which would truncate a 20 MB stock file or a dashboard post of several photos (docs/adr/0016).
  experimental: {
    useCache: true,
    inlineCss: true,
    isrFlushToDisk: false,
    proxyClientMaxBodySize: '25mb',
    // Turbopack's build cache makes a rebuild after an edit about 40 s faster here, and costs a first build 20 s
    // (CPU) to write: CI builds a fresh clone once, so it does not write one.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  serverExternalPackages: ['@electric-sql/pglite'],
  // The artifact a deployment runs: `<distDir>/standalone/server.js` with only the node_modules files the server
  // uses. scripts/lib/complete-standalone.mjs adds what Next leaves out (public/, the build's static files, the
  // compiled deployment scripts) after every build.
  output: 'standalone',
  outputFileTracingRoot: path.resolve('.'),
  // PGlite loads its WebAssembly, its file system image and the pg_trgm extension by path at run time, which the
  // tracer cannot follow: named here, or the standalone server fails on its first query.
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@electric-sql/pglite/dist/pglite.wasm',
      './node_modules/@electric-sql/pglite/dist/pglite.data',
      './node_modules/@electric-sql/pglite/dist/initdb.wasm',
      './node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz',
    ],
  },
  // Next's incremental cache plus an LRU of optimised images: with isrFlushToDisk off, Next's image optimiser kept
  // none, and encoded every photo again on every request (src/server/cache/incremental-cache-handler.mjs).
  // Both caches go to Redis when CACHE_URL names one, shared by every server, each falling back to its memory while
  // Redis cannot answer (docs/adr/0035-a-shared-cache-in-redis.md, docs/scaling.md).
  cacheHandler: path.resolve('src/server/cache/incremental-cache-handler.mjs'),
  // 'use cache' data: Next's in-memory handler without CACHE_URL (src/server/cache/use-cache-handler.mjs).
  cacheHandlers: { default: path.resolve('src/server/cache/use-cache-handler.mjs') },
  poweredByHeader: false,
  // npm test checks the types with `tsc --noEmit` before it builds (scripts/lib/ensure-build.mjs): the build need
  // not check them again. Every other build does.
  typescript: { ignoreBuildErrors: process.env.FORECOURT_BUILD_TYPES_CHECKED === '1' },
  // Every page, API and media file (src/server/http/security-headers.ts); the build's own static files only what
  // concerns a file; HSTS only when a proxy says HTTPS.
  async headers() {
    return [
      { source: ALL_BUT_STATIC_FILES_SOURCE, headers: SECURITY_HEADERS },
      { source: STATIC_FILES_SOURCE, headers: STATIC_FILE_HEADERS },
      // Later entries win for the same header: the checkout pages' policy adds Stripe's origins (ADR 0012).
      ...CHECKOUT_PAGE_SOURCES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: CHECKOUT_CONTENT_SECURITY_POLICY }],
      })),
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS_HEADER],
      },
    ];
  },
  images: {
    // The optimiser keeps what it made in `cacheHandler` above (its LRU of images), not nowhere.
    customCacheHandler: true,
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
