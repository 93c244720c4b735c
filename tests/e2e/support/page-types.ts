import type { APIRequestContext } from '@playwright/test';
import { findCar, takesCheckout, takesTradeIn } from './find-car';
import { siteGet } from './site-url';

/** One address of each page type a demo site serves: the pages the validators and the CSP check visit. */
export async function pageTypes(request: APIRequestContext, site: string): Promise<string[]> {
  const car = await findCar(request, site, (hit) => hit.status === 'in_stock' && !hit.sold);
  const tradeIn = await findCar(request, site, takesTradeIn).catch(() => null);
  // The checkout page of a car that takes one, at the path its car page links to (checkout or buy-online).
  const payable = await findCar(request, site, takesCheckout).catch(() => null);
  const carPage = payable ? await (await siteGet(request, site, `/cars/${payable.slug}`)).text() : '';
  const checkout = /href="(\/cars\/[^"?#]+\/(?:checkout|buy-online))[?"]/.exec(carPage)?.[1];
  const models = await siteGet(request, site, '/models');
  const model = /href="(\/models\/[^"?#]+)"/.exec(await models.text())?.[1];
  return [
    '/',
    '/search/new-used-and-demo-cars/',
    `/cars/${car.slug}`,
    ...(tradeIn ? [`/cars/${tradeIn.slug}/trade-in`] : []),
    ...(checkout ? [checkout] : []),
    ...(models.ok() ? ['/models'] : []),
    ...(model ? [model] : []),
    '/contact',
    '/book-test-drive',
    '/service',
    '/valuations',
    '/get-finance',
    '/finance-pre-approval',
    '/special-offers',
    '/favourites',
    '/pages/privacy-statement',
    '/success?category=General%20Enquiry',
    '/no/such/page',
  ];
}
