import Script from 'next/script';
import { gtmLoaderScript } from './gtm-loader-script';

/**
 * The site's tag manager, only when configured, loaded once the page is idle after becoming interactive
 * (lazyOnload), so it never competes with the page's own content. It reads the `dataLayer` the enquiry
 * forms and the phone reveal push to (events 14, 15, 17, 22, 25). Place once per site layout.
 */
export function ThirdPartyTags({ googleTagManagerId }: { googleTagManagerId?: string }) {
  const script = gtmLoaderScript(googleTagManagerId);
  if (!script) return null;
  return (
    <Script id="gtm" strategy="lazyOnload">
      {script}
    </Script>
  );
}
