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
