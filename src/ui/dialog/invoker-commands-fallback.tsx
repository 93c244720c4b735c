'use client';
import { useEffect } from 'react';

/**
 * Invoker commands (`commandfor`/`command`, which open and close the menu drawer and the command dialogs without a
 * script) for browsers that lack them (before Chromium 135, Firefox 144, Safari 26.2): the polyfill loads there
 * only, once the page is interactive (EarlyControls performs the commands until then). Renders nothing.
 */
export function InvokerCommandsFallback() {
  useEffect(() => {
    if (!('command' in HTMLButtonElement.prototype)) void import('invokers-polyfill');
  }, []);
  return null;
}
