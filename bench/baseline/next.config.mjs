// The bench's baseline app: Next.js defaults, `images` included. Built and served by bench/run.mjs.
/** @type {import('next').NextConfig} */
const nextConfig = {};

export default nextConfig;
