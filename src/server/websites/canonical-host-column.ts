import { sql } from 'drizzle-orm';
import { siteDomains, websites } from '@/server/db/schema';

/** A select column: the canonical host of the row's website (site_domains), null when it has no domain. */
export const canonicalHostColumn = () =>
  sql<
    string | null
  >`(select ${siteDomains.host} from ${siteDomains} where ${siteDomains.websiteId} = ${websites.id} and ${siteDomains.canonical})`;
