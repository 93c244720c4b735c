import { deferredFontScript } from './deferred-font-script';

/**
 * Loads a theme's web font after the page has loaded (see deferredFontScript). Place it once, before the site's
 * content, inside the element that carries the `site-root` class and the font's CSS variables
 * (`--font-geist-sans`, `--font-geist-fallback`): globals.css switches `--font-geist-deferred` between them.
 */
export function DeferredFontLoader({ family }: { family: string }) {
  return <script dangerouslySetInnerHTML={{ __html: deferredFontScript(family) }} />;
}
