/** A deterministic stock CSV of `count` cars (bench/stock-feed). */
export function stockCsv(count: number): string;
