import localFont from 'next/font/local';

/**
 * Geist, self-hosted, for the themes that choose it: the variable font's Latin subset (29 KB, from
 * @fontsource-variable/geist; the full file is 70 KB), which covers English text and the symbols a dealer
 * site uses; anything else falls back to the metric-matched local font. Not preloaded: a preload made
 * every page fetch the font ahead of its largest image (measured: LCP 2.1 s -> 1.2 s without it); with
 * `swap`, text paints in the fallback and changes face when the font arrives, and only pages whose theme
 * uses Geist download it at all.
 */
export const geistSans = localFont({
  src: '../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
