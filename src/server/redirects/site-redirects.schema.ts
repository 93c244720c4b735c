import { z } from 'zod';
import { parseRedirectsCsv } from './parse-redirects-csv';

/** Bad rows named in one message at the field: the first few, then how many more. */
const SHOWN_PROBLEMS = 5;

/**
 * The redirects settings form: one CSV of old and new addresses. Saved whole (it replaces the site's
 * redirects) or not at all: any bad row refuses the form, naming its line.
 */
export const ZSiteRedirects = z
  .object({ csv: z.string().max(64 * 1024, 'Paste at most 64 KB of CSV') })
  .transform((value, context) => {
    const { redirects, problems } = parseRedirectsCsv(value.csv);
    if (problems.length > 0) {
      const more = problems.length - SHOWN_PROBLEMS;
      context.addIssue({
        code: 'custom',
        path: ['csv'],
        message:
          problems.slice(0, SHOWN_PROBLEMS).join('. ') +
          (more > 0 ? `. And ${more} more ${more === 1 ? 'line' : 'lines'}.` : '.'),
      });
      return z.NEVER;
    }
    return redirects;
  });
