import localFont from 'next/font/local';

/**
 * Geist, self-hosted, for the themes that choose it: the variable font's Latin subset (29 KB, from
 * @fontsource-variable/geist; the full file is 70 KB), which covers English text and the symbols a dealer
 * site uses; anything else falls back to the metric-matched local font. Not preloaded: a preload made
 * every page fetch the font ahead of its largest image (measured: LCP 2.1 s -> 1.2 s without it). Nor is it
 * fetched while the page loads: DeferredFontLoader fetches it after the load event (text paints in the
 * fallback until then), and only on sites whose theme uses Geist.
 */
export const geistSans = localFont({
  src: '../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  preload: false,
});

const [family, fallback] = geistSans.style.fontFamily.split(',').map((f) => f.trim());

/** The family name next/font declared for Geist (quoted, as in CSS), which DeferredFontLoader fetches. */
export const GEIST_FAMILY = family!;

/** Geist's metric-matched fallback face (local Arial, resized to Geist's metrics), used until Geist has loaded. */
export const GEIST_FALLBACK_FAMILY = fallback ?? 'sans-serif';
