import { gtmLoaderScript } from './gtm-loader-script';

/**
 * The site's tag manager, only when configured, started once the page has loaded and the browser is idle
 * (as next/script's lazyOnload, without its client code, which joined every page's JavaScript even on sites
 * with no tags), so it never competes with the page's own content. It reads the `dataLayer` the enquiry forms
 * and the phone reveal push to (events 14, 15, 17, 22, 25). Place once per site layout.
 */
export function ThirdPartyTags({ googleTagManagerId }: { googleTagManagerId?: string }) {
  const script = gtmLoaderScript(googleTagManagerId);
  if (!script) return null;
  const afterLoad =
    `(function(){function start(){${script}}function idle(){(window.requestIdleCallback||setTimeout)(start)}` +
    `if(document.readyState==='complete')idle();else window.addEventListener('load',idle,{once:true})})();`;
  return <script id="gtm" dangerouslySetInnerHTML={{ __html: afterLoad }} />;
}
