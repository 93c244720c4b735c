import { z } from 'zod';
import { LEAD_STATUSES } from '@/server/db/schema';

export const INBOX_PAGE_SIZE = 25;

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
