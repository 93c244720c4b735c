import { MISSING_NAVIGATION_ERROR, requireNavigation } from '@/domain/site/require-navigation';
import type { TNavigation } from '@/server/db/schema/website-config-types';
import type { TSite } from '@/server/websites/site.types';

/** The site's navigation; a site without one cannot run, and the error names it. */
export function siteNavigation(site: Pick<TSite, 'slug' | 'navigation'>): TNavigation {
  try {
    return requireNavigation(site.navigation);
  } catch {
    throw new Error(`${MISSING_NAVIGATION_ERROR}: site '${site.slug}' has no header navigation configured`);
  }
}
