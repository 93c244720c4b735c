/** URL slug of a new car: year-make-model-badge-dealership-stocknum in lower kebab case, ASCII only. */
export function buildCarSlug(parts: {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  dealershipSlug: string;
  stocknum: string;
}): string {
  return [parts.year, parts.make, parts.model, parts.badge, parts.dealershipSlug, parts.stocknum]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
