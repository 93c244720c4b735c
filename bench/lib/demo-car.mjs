import { fetchSite } from '../../scripts/lib/fetch-site.mjs';

/**
 * The path of the demo car the benches measure on a site (`origin`: `http://{slug}.localhost:{port}`): the car with
 * `stockNumber` when the seed still has it (a car with photos, a finance estimate and the full sidebar), else the
 * first priced car in stock the site's search lists. Its slug starts with a model year the seed derives from the
 * date, so it is never written down here.
 */
export async function demoCarPath(origin, stockNumber = 'M94266') {
  const search = async (query) => {
    const response = await fetchSite(`${origin}/api/search?query=${encodeURIComponent(query)}`);
    if (!response.ok) throw new Error(`the search for "${query}" answered ${response.status}`);
    return (await response.json()).hits;
  };
  const hit =
    (await search(stockNumber)).find((car) => car.stocknum === stockNumber) ??
    (await search('')).find((car) => car.price > 200 && !car.sold && car.primaryImageUrl);
  if (!hit) throw new Error(`no priced car in stock at ${origin}: has the seed changed?`);
  return `/cars/${hit.slug}`;
}

/**
 * The checkout page of the demo car (`/cars/{slug}/checkout`, or `buy-online` on that template) when it can be paid
 * for online, else of the first car in stock that can: read from the car page's own checkout link.
 */
export async function demoCheckoutPath(origin) {
  const checkoutLink = async (carPath) => {
    const html = await (await fetchSite(`${origin}${carPath}`)).text();
    return /href="(\/cars\/[^"?#]+\/(?:checkout|buy-online))[?"]/.exec(html)?.[1] ?? null;
  };
  const found = await checkoutLink(await demoCarPath(origin));
  if (found) return found;
  const response = await fetchSite(`${origin}/api/search?query=`);
  const hit = (await response.json()).hits.find(
    (car) =>
      car.price > 200 &&
      !car.sold &&
      !car.reserved &&
      car.reservable !== false &&
      car.hasCheckoutPaymentProcessor,
  );
  const link = hit && (await checkoutLink(`/cars/${hit.slug}`));
  if (!link) throw new Error(`no car at ${origin} can be paid for online: has the seed changed?`);
  return link;
}
