import Script from 'next/script';

/**
 * The site's tag manager, only when configured, loaded once the page is idle after becoming interactive
 * (lazyOnload), so it never competes with the page's own content. It reads the `dataLayer` the enquiry
 * forms and the phone reveal push to (events 14, 15, 17, 22, 25). Place once per site layout.
 */
export function ThirdPartyTags({ googleTagManagerId }: { googleTagManagerId?: string }) {
  if (!googleTagManagerId || !/^GTM-[A-Z0-9]+$/.test(googleTagManagerId)) return null;
  return (
    <Script id="gtm" strategy="lazyOnload">
      {`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
        `var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${googleTagManagerId}';document.head.appendChild(s);`}
    </Script>
  );
}
