import { parseSiteFilters } from '@/server/providers/search/site-filters';
import { logger } from '@/server/log/logger';

const readable = new Set<string>();

/**
 * Refuses a site whose filter string (search_filters) cannot be read in full: searching it with a term left
 * out would show stock the site must not show (or none). The error names the site and the term, and is
 * logged; a string once read is not read again.
 */
export function checkSiteFilters(site: { slug: string; searchSettings: { filters: string } }): void {
  const { filters } = site.searchSettings;
  if (readable.has(filters)) return;
  try {
    parseSiteFilters(filters);
  } catch (error) {
    const message = `Site ${site.slug}: ${(error as Error).message}`;
    logger.error({ site: site.slug }, message);
    throw new Error(message, { cause: error });
  }
  readable.add(filters);
}
