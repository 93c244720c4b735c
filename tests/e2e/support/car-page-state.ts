import type { APIRequestContext } from '@playwright/test';
import { siteGet } from './site-url';

/**
 * What a car's page says as any visitor is served it (read from Node): reserved or sold, and whether its own
 * actions (not a similar car's card) still offer checkout.
 */
export async function carPageState(request: APIRequestContext, site: string, slug: string) {
  const html = await (await siteGet(request, site, `/cars/${slug}`)).text();
  const actions = /<nav[^>]*aria-label="Actions for this car"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return {
    reserved: html.includes('This car is reserved.'),
    sold: html.includes('This car has been sold.'),
    offersCheckout: /(Reserve|Buy) Online/.test(actions),
  };
}
