import { parseStockCsv } from './parse-stock-csv';
import { parseStockJson } from './parse-stock-json';
import type { TParsedStockFile, TStockFormat } from './stock-row.types';

/** Reads a stock file's text; throws StockFileError when the file as a whole is unreadable. */
export function parseStockFile(content: string, format: TStockFormat): TParsedStockFile {
  return format === 'csv' ? parseStockCsv(content) : parseStockJson(content);
}

/** The format named by a file name (`.csv`, `.json`) or a Content-Type; null when neither. */
export function stockFormatOf(nameOrContentType: string): TStockFormat | null {
  const value = nameOrContentType.toLowerCase();
  if (/\.csv$|^text\/csv\b/.test(value)) return 'csv';
  if (/\.json$|^application\/json\b/.test(value)) return 'json';
  return null;
}
