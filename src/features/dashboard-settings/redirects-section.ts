import { formText } from '@/domain/forms/nest-form-values';
import { redirectsCsv } from '@/server/redirects/parse-redirects-csv';
import { ZSiteRedirects } from '@/server/redirects/site-redirects.schema';
import { getDb } from '@/server/db/db';
import { listSiteRedirects } from '@/server/redirects/list-site-redirects';
import type { TSettingsSection } from './section.types';

/**
 * Moving from another platform: a CSV of the old site's addresses and where each now lives, so links and
 * search rankings carry over (each becomes a permanent redirect). Saved whole: it replaces the list.
 */
export const redirectsSection: TSettingsSection<typeof ZSiteRedirects> = {
  key: 'redirects',
  title: 'Redirects',
  schema: ZSiteRedirects,
  values: () => ({ csv: '' }),
  loadValues: async (site) => ({ csv: redirectsCsv(await listSiteRedirects(await getDb(), site.id)) }),
  decode: (form) => ({ candidate: { csv: formText(form, 'csv') }, sources: {} }),
};
