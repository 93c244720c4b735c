import { parseStockCsv, readStockCsv } from './parse-stock-csv';
import { parseStockJson } from './parse-stock-json';
import type { TParsedStockFile, TStockFormat } from './stock-row.types';

/** Reads a stock file's text; throws StockFileError when the file as a whole is unreadable. */
export function parseStockFile(content: string, format: TStockFormat): TParsedStockFile {
  return format === 'csv' ? parseStockCsv(content) : parseStockJson(content);
}

/**
 * parseStockFile yielding to the event loop while it reads a CSV (readStockCsv), and with `stopAfter` stopping
 * once the file is known to hold more records than that (`complete: false`). A JSON file is read whole at once:
 * JSON.parse is native and fast, and a record count needs the whole array.
 */
export async function readStockFile(
  content: string,
  format: TStockFormat,
  options: { stopAfter?: number } = {},
): Promise<TParsedStockFile & { complete: boolean }> {
  if (format === 'csv') return readStockCsv(content, options);
  return { ...parseStockJson(content), complete: true };
}

/** The format named by a file name (`.csv`, `.json`) or a Content-Type; null when neither. */
export function stockFormatOf(nameOrContentType: string): TStockFormat | null {
  const value = nameOrContentType.toLowerCase();
  if (/\.csv$|^text\/csv\b/.test(value)) return 'csv';
  if (/\.json$|^application\/json\b/.test(value)) return 'json';
  return null;
}
