import localFont from 'next/font/local';

/**
 * Geist, self-hosted, for the themes that choose it. Not preloaded: a preload made every page fetch 70 KB
 * of font ahead of its largest image (measured: LCP 2.1 s -> 1.2 s without it); with `swap`, text paints
 * in the metric-matched fallback and changes face when the font arrives, and only pages whose theme uses
 * Geist download it at all.
 */
export const geistSans = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
