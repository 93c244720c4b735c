/** A site logo: an emblem and a two-line wordmark, as SVG (rendered by the browser, so text stays sharp). */
export function wordmarkLogo(options: {
  top: string;
  bottom: string;
  ink: string;
  mark: string;
  serif?: boolean;
}): string {
  const family = options.serif ? 'Georgia, Cambria, serif' : 'Arial, Helvetica, sans-serif';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="64" viewBox="0 0 320 64" role="img" aria-label="${escape(`${options.top} ${options.bottom}`)}">` +
    `<path d="M6 50 L26 10 L46 50 Z" fill="${options.mark}"/><path d="M20 50 L34 24 L48 50 Z" fill="${options.ink}" opacity="0.85"/>` +
    `<text x="60" y="30" font-family="${family}" font-size="22" font-weight="700" letter-spacing="1" fill="${options.ink}">${escape(options.top)}</text>` +
    `<text x="60" y="54" font-family="${family}" font-size="15" letter-spacing="3" fill="${options.ink}">${escape(options.bottom)}</text>` +
    `</svg>`
  );
}

/**
 * A site icon (favicon, home-screen icon): the logo's emblem on a white rounded square, as SVG, with no text
 * (text in a 16-pixel icon is unreadable and its font not guaranteed).
 */
export function emblemIcon(options: { ink: string; mark: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="#ffffff"/>` +
    `<path d="M6 54 L28 10 L50 54 Z" fill="${options.mark}"/><path d="M22 54 L38 24 L58 54 Z" fill="${options.ink}" opacity="0.85"/>` +
    `</svg>`
  );
}

/** The logo and icon of a demo site, from one set of colours. */
export function siteLogo(options: Parameters<typeof wordmarkLogo>[0]): { svg: string; icon: string } {
  return { svg: wordmarkLogo(options), icon: emblemIcon(options) };
}
