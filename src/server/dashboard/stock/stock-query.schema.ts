import { z } from 'zod';

export const STOCK_PAGE_SIZE = 25;

export const STOCK_STATUS_FILTERS = ['available', 'coming_soon', 'reserved', 'sold', 'hidden'] as const;
export const STOCK_AGE_FILTERS = ['under_30', '30_60', '60_90', 'over_90'] as const;

const dollars = z.coerce.number().int('Whole dollars').min(0).max(10_000_000);

/** The stock list's filters, as its GET form puts them in the URL. */
export const ZStockQuery = z.object({
  dealership: z.coerce.number().int().positive('Choose a dealership from the list').optional(),
  condition: z.enum(['new', 'used', 'demo'], 'Choose new, used or demo').optional(),
  status: z.enum(STOCK_STATUS_FILTERS, 'Choose a status from the list').optional(),
  make: z.string().trim().max(100, 'A make has at most 100 characters').optional(),
  min_price: dollars.optional(),
  max_price: dollars.optional(),
  age: z.enum(STOCK_AGE_FILTERS, 'Choose an age from the list').optional(),
  photos: z.enum(['with', 'without'], 'Choose with or without photos').optional(),
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TStockQuery = z.infer<typeof ZStockQuery>;

/** The filters from URL search params; a value that does not parse is dropped and named in `errors`. */
export function parseStockQuery(params: Record<string, string | string[] | undefined>): {
  query: TStockQuery;
  errors: { field: string; message: string }[];
} {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== '' && key in ZStockQuery.shape) raw[key] = first;
  }
  const errors: { field: string; message: string }[] = [];
  const parsed = ZStockQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors.push({ field, message: issue.message });
    delete raw[field];
  }
  return { query: ZStockQuery.parse(raw), errors };
}

/** The stock list's URL with these filters (defaults left out). */
export function stockHref(query: Partial<TStockQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `/stock?${text}` : '/stock';
}
