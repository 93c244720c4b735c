const ALIASES: Record<string, string> = {
  stock_number: 'stocknum',
  stock_no: 'stocknum',
  stock_num: 'stocknum',
  dealership: 'dealership_slug',
  color: 'colour',
  kms: 'km',
  odometer: 'km',
  registration: 'rego',
};

/** "Stock Number", "stock-no" and "STOCKNUM" all name `stocknum`: lower snake case, then a few aliases. */
export function normaliseColumnName(name: string): string {
  const snake = name
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');
  return ALIASES[snake] ?? snake;
}
