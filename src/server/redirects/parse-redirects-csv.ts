import { parse } from 'csv-parse/sync';
import { newUrlOf, oldPathOf } from '@/domain/site/redirect-addresses';

export type TSiteRedirect = { fromPath: string; toUrl: string };
export type TRedirectsParse = { redirects: TSiteRedirect[]; problems: string[] };

/** At most this many redirects per site (a form post holds 64 KB): a dealer site's old pages, not its old cars. */
export const MAX_SITE_REDIRECTS = 1000;
const MAX_URL_LENGTH = 2000;

/** A first row of names rather than addresses: `old_url,new_url`, `from,to`, `Old URL,New URL`. */
function isHeader(cells: string[]): boolean {
  return cells.length === 2 && cells.every((cell) => /^[a-z][a-z _-]*$/i.test(cell));
}

/**
 * A CSV of old addresses and new ones, one redirect per row (`old,new`, an optional header row). Every bad row
 * is named by its line; blank lines are skipped. The caller saves nothing unless `problems` is empty.
 */
export function parseRedirectsCsv(text: string): TRedirectsParse {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    return { redirects: [], problems: [`The CSV cannot be read: ${(error as Error).message}`] };
  }
  const problems: string[] = [];
  const redirects: TSiteRedirect[] = [];
  const seen = new Map<string, number>();
  records.forEach(({ record, info }, index) => {
    const line = info.lines;
    if (index === 0 && isHeader(record)) return;
    const [from = '', to = ''] = record;
    if (record.length !== 2) {
      problems.push(`Line ${line}: give two columns, the old address and the new one`);
      return;
    }
    const fromPath = from.length <= MAX_URL_LENGTH ? oldPathOf(from) : null;
    const toUrl = to.length <= MAX_URL_LENGTH ? newUrlOf(to) : null;
    if (!fromPath) {
      problems.push(`Line ${line}: the old address must be a path such as /used-cars/123 or a full address`);
      return;
    }
    if (!toUrl) {
      problems.push(`Line ${line}: the new address must be a path such as /cars/… or a full https address`);
      return;
    }
    if (toUrl === fromPath) {
      problems.push(`Line ${line}: the new address is the old one`);
      return;
    }
    const earlier = seen.get(fromPath);
    if (earlier !== undefined) {
      problems.push(`Line ${line}: ${fromPath} already redirects on line ${earlier}`);
      return;
    }
    seen.set(fromPath, line);
    redirects.push({ fromPath, toUrl });
  });
  if (redirects.length > MAX_SITE_REDIRECTS)
    problems.push(`Give at most ${MAX_SITE_REDIRECTS} redirects; this CSV has ${redirects.length}`);
  return { redirects, problems };
}

/** The CSV a site's saved redirects are shown as, ready to edit and save again. */
export function redirectsCsv(redirects: readonly TSiteRedirect[]): string {
  if (redirects.length === 0) return '';
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return ['old_url,new_url', ...redirects.map((r) => `${cell(r.fromPath)},${cell(r.toUrl)}`)].join('\n');
}
