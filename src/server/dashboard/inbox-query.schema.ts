import { z } from 'zod';
import { LEAD_STATUSES } from '@/server/db/schema';

export const INBOX_PAGE_SIZE = 25;

/** The inbox's sortable columns; a leading '-' sorts the column descending. */
export const INBOX_SORTS = ['received', 'name', 'status', 'assignee'] as const;
export type TInboxSortColumn = (typeof INBOX_SORTS)[number];
const SORT_VALUES = INBOX_SORTS.flatMap((c) => [c, `-${c}`] as const);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25');

/** The inbox's filters, as the GET form and its links put them in the URL. */
export const ZInboxQuery = z.object({
  view: z.enum(['leads', 'unfinished']).default('leads'),
  site: z.string().trim().max(100).optional(),
  dealership: z.coerce.number().int().positive('Choose a dealership from the list').optional(),
  category: z.string().trim().max(100).optional(),
  status: z.enum(LEAD_STATUSES, 'Choose a status from the list').optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  /** The quick filters: leads assigned to the person ('me') or to nobody, and overdue leads only. */
  assigned: z.enum(['me', 'nobody'], 'Choose Mine or Unassigned').optional(),
  overdue: z.literal('yes', 'Overdue is yes or nothing').optional(),
  /** A column to sort by instead of overdue first, then newest first. */
  sort: z.enum(SORT_VALUES, 'Choose a column to sort by').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

/**
 * The filters from URL search params: empty values are no filter; a value that does not parse is dropped
 * and named in `errors` (shown above the list) rather than failing the page.
 */
export function parseInboxQuery(params: Record<string, string | string[] | undefined>): {
  query: TInboxQuery;
  errors: { field: string; message: string }[];
} {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== '' && key in ZInboxQuery.shape) raw[key] = first;
  }
  const errors: { field: string; message: string }[] = [];
  const parsed = ZInboxQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors.push({ field, message: issue.message });
    delete raw[field];
  }
  return { query: ZInboxQuery.parse(raw), errors };
}

/** The URL of the inbox with these filters (defaults left out), for links and pagination. */
export function inboxHref(query: Partial<TInboxQuery>, path = '/leads'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (
      value === undefined ||
      value === '' ||
      (key === 'page' && value === 1) ||
      (key === 'view' && value === 'leads')
    )
      continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** How a column is sorted now (for aria-sort) and the link that sorts it next: ascending first, then descending. */
export function inboxSort(
  query: TInboxQuery,
  column: TInboxSortColumn,
): { sorted: 'ascending' | 'descending' | undefined; href: string } {
  const sorted = query.sort === column ? 'ascending' : query.sort === `-${column}` ? 'descending' : undefined;
  const next = sorted === 'ascending' ? (`-${column}` as const) : column;
  return { sorted, href: inboxHref({ ...query, sort: next, page: 1 }) };
}
