// The bench's baseline app: Next.js defaults, `images` included. Built and served by bench/run.mjs.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // bench/run.mjs builds into a dist dir of its own port, so two benches never share one build.
  distDir: process.env.BENCH_BASELINE_DIST_DIR || '.next',
};

export default nextConfig;
