import { listSiteLocations } from '@/server/locations/list-site-locations';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TSite } from '@/server/websites/site.types';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import { autoDealerJsonLd } from './auto-dealer-json-ld';

type TProps = { site: TSite; origin: string; locations?: TSiteLocation[] };

/**
 * The dealer's schema.org AutoDealer entries (address, geo, phone, opening hours), on the pages about the
 * dealer: the home page and the contact pages (all locations, or the ones a location page is about). Not
 * in the layout: on every page it was ~15 KB of text sent twice (HTML and RSC payload), a tenth of a car
 * page's document, where the car's own Car entry is what matters.
 */
export async function AutoDealerJsonLdScript({ site, origin, locations }: TProps) {
  const shown = locations ?? (await listSiteLocations(site.id, site.dealershipIds));
  return <JsonLdScript data={autoDealerJsonLd(site, shown, origin)} />;
}
