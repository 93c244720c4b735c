import { buildCarValues } from './build-car-values';
import type { TImportSite } from './find-import-site';
import { recordLabel } from './format-stock-error';
import { defaultLocation, type TImportDealership } from './load-site-dealerships';
import { ZStockRow, type TStockFormat, type TStockImportError, type TStockRecord } from './stock-row.types';
import type { upsertStockCar } from './upsert-stock-car';

export type TPreparedCar = Parameters<typeof upsertStockCar>[1];

/**
 * Checks one record against the row schema and the site's dealerships, and turns it into the car to write.
 * `seen` remembers each (dealership, stock number) already taken by an earlier line of the same file.
 */
export function prepareStockRow(
  record: TStockRecord,
  context: {
    site: TImportSite;
    dealerships: TImportDealership[];
    format: TStockFormat;
    seen: Map<string, number>;
    /** Who may write only some of the site's dealerships ("this API key"), for the error message. */
    scope?: string;
  },
): { car: TPreparedCar } | { errors: TStockImportError[] } {
  const { line } = record;
  const fail = (field: string, message: string) => ({ errors: [{ line, field, message }] });
  if (record.problem) return fail(record.problem.field, record.problem.message);

  const parsed = ZStockRow.safeParse(record.values);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) => ({
        line,
        field: String(issue.path[0] ?? 'row'),
        message: issue.message,
      })),
    };
  }
  const row = parsed.data;
  const { site, dealerships, format, seen } = context;

  const dealership = row.dealership_slug
    ? dealerships.find((d) => d.slug === row.dealership_slug)
    : dealerships.length === 1
      ? dealerships[0]
      : undefined;
  if (!dealership) {
    if (row.dealership_slug)
      return fail(
        'dealership_slug',
        `"${row.dealership_slug}" is not a dealership ${context.scope ?? `of site ${site.slug}`}`,
      );
    if (dealerships.length === 0) return fail('dealership_slug', `site ${site.slug} has no dealerships`);
    return fail('dealership_slug', `is required: site ${site.slug} has ${dealerships.length} dealerships`);
  }

  const location = row.location_id
    ? dealership.locations.find((l) => l.id === row.location_id)
    : defaultLocation(dealership);
  if (location === undefined)
    return fail('location_id', `${row.location_id} is not a location of ${dealership.slug}`);

  const key = `${dealership.id}\u0000${row.stocknum}`;
  const earlier = seen.get(key);
  if (earlier !== undefined)
    return fail('stocknum', `${row.stocknum} already appears on ${recordLabel(format, earlier)}`);
  seen.set(key, line);

  const values = buildCarValues(row, { dealershipId: dealership.id, location, site });
  return { car: { ...values, dealershipSlug: dealership.slug, images: row.images } };
}
