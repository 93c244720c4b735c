import { z } from 'zod';
import { MAX_PERIOD_DAYS, periodDays } from '@/domain/reports/report-period';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25');

/** The Reports page's choices, as its GET form puts them in the URL; an empty one is the default. */
export const ZReportQuery = z.object({
  site: z.string().trim().max(100).optional(),
  dealership: z.coerce.number().int().positive('Choose a dealership from the list').optional(),
  from: day.optional(),
  to: day.optional(),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export type TReportQueryError = { field: string; message: string };

/**
 * The choices from URL search params: a value that does not parse is dropped and named in `errors` (said at its
 * field) rather than failing the page; so is a period that ends before it starts or is longer than a year.
 */
export function parseReportQuery(params: Record<string, string | string[] | undefined>): {
  query: TReportQuery;
  errors: TReportQueryError[];
} {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== '' && key in ZReportQuery.shape) raw[key] = first;
  }
  const errors: TReportQueryError[] = [];
  const parsed = ZReportQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors.push({ field, message: issue.message });
      delete raw[field];
    }
  }
  const query = ZReportQuery.parse(raw);
  if (query.from && query.to) {
    const days = periodDays({ from: query.from, to: query.to });
    const message =
      days < 1
        ? 'Choose a date on or after the start'
        : days > MAX_PERIOD_DAYS
          ? 'Choose at most a year'
          : null;
    if (message) {
      errors.push({ field: 'to', message });
      delete query.to;
    }
  }
  return { query, errors };
}

/** The Reports page's URL with these choices (empty ones left out), for links and the CSV downloads. */
export function reportHref(query: TReportQuery, path = '/reports'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
