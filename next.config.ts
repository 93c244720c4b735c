import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets several builds of one checkout coexist (parallel work, benchmarks); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  partialPrefetching: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
