import type { TSearchSettings } from '@/server/db/schema/website-config-types';
import { createAlgoliaIndexWriter } from '@/server/providers/search/algolia-index-writer';
import type { ISearchIndexWriter } from '@/server/providers/search/types';

const writers = new Map<string, ISearchIndexWriter>();

/** The hosted index writer of a site's search settings; null without a host or a write key. */
export function indexWriterForSite(settings: TSearchSettings): ISearchIndexWriter | null {
  if (!settings.host || !settings.writeKey) return null;
  const key = `${settings.host}|${settings.writeKey}|${settings.index ?? ''}`;
  let writer = writers.get(key);
  if (!writer) {
    writer = createAlgoliaIndexWriter({ host: settings.host, key: settings.writeKey, index: settings.index });
    writers.set(key, writer);
  }
  return writer;
}
