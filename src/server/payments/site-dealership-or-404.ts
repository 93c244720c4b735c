import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';

/** Refuses, with the same 404, a dealership that is not the site's: another site's dealership is never reachable. */
export function siteDealershipOr404(site: Pick<TSite, 'dealershipIds'>, dealershipId: number): void {
  if (!site.dealershipIds.includes(dealershipId)) {
    throw new RouteError(404, 'No such dealership on this site.', 'dealership_id');
  }
}
