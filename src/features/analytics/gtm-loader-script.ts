const GTM_ID = /^GTM-[A-Z0-9]+$/;

/**
 * The inline script that starts the site's Google Tag Manager container, or null when the site has none
 * configured or its id is not a GTM id (the id is written into a script, so nothing else may pass).
 */
export function gtmLoaderScript(googleTagManagerId: string | undefined): string | null {
  if (!googleTagManagerId || !GTM_ID.test(googleTagManagerId)) return null;
  return (
    `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${googleTagManagerId}';document.head.appendChild(s);`
  );
}
