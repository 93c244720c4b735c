import { expect, type APIRequestContext } from '@playwright/test';
import { siteGet } from './site-url';

export type TStockHit = {
  id: number;
  slug: string;
  name: string;
  price: number | null;
  status: 'in_stock' | 'coming_soon';
  sold: boolean;
  reserved: boolean;
  tag: string | null;
  stocknum: string;
  simpleFuel: 'Electric' | 'Hybrid' | null;
  reservable: boolean | null;
  hasCheckoutPaymentProcessor: boolean;
};

/** In stock, unsold, unreserved, priced above 200 and not Test Drive Only: takes a trade-in (ADR 0003). */
export const takesTradeIn = (hit: TStockHit) =>
  hit.status === 'in_stock' &&
  !hit.sold &&
  !hit.reserved &&
  hit.price !== null &&
  hit.price > 200 &&
  hit.tag !== 'Test Drive Only';

/** isCheckoutButtonShown's car (in stock, unsold, unreserved, above 200, reservable, a processor), not Test Drive Only. */
export const takesCheckout = (hit: TStockHit) =>
  hit.tag !== 'Test Drive Only' &&
  hit.status === 'in_stock' &&
  !hit.sold &&
  !hit.reserved &&
  hit.price !== null &&
  hit.price > 200 &&
  hit.reservable !== false &&
  hit.hasCheckoutPaymentProcessor;

/** The first car of a demo site's stock (read through its search API) that matches, so no slug is written down. */
export async function findCar(
  request: APIRequestContext,
  site: string,
  matches: (hit: TStockHit) => boolean,
): Promise<TStockHit> {
  for (let page = 1, pageCount = 1; page <= pageCount && page <= 60; page++) {
    const response = await siteGet(request, site, `/api/search?page=${page}`);
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { hits: TStockHit[]; pageCount: number };
    const hit = result.hits.find(matches);
    if (hit) return hit;
    pageCount = result.pageCount;
  }
  throw new Error(`No car on ${site} matches: has the seed changed?`);
}

/** The first `count` cars of a demo site's stock that match (as findCar), each a different car. */
export async function findCars(
  request: APIRequestContext,
  site: string,
  matches: (hit: TStockHit) => boolean,
  count: number,
): Promise<TStockHit[]> {
  const found: TStockHit[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount && page <= 60 && found.length < count; page++) {
    const response = await siteGet(request, site, `/api/search?page=${page}`);
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { hits: TStockHit[]; pageCount: number };
    found.push(...result.hits.filter(matches).slice(0, count - found.length));
    pageCount = result.pageCount;
  }
  expect(found.length, `${count} cars on ${site}`).toBe(count);
  return found;
}
