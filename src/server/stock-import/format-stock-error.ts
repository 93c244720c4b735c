import type { TStockFormat, TStockImportError } from './stock-row.types';

/** "line 4" for CSV (as numbered in the file, header is line 1), "record 4" for JSON (1-based). */
export function recordLabel(format: TStockFormat, line: number): string {
  return `${format === 'json' ? 'record' : 'line'} ${line}`;
}

/** One error as the CLI prints it: `line 4: year: must be a year from 1900 to 2027`. */
export function formatStockError(format: TStockFormat, error: TStockImportError): string {
  return `${recordLabel(format, error.line)}: ${error.field}: ${error.message}`;
}

/** The one warning line for columns the import does not know (they are ignored). */
export function formatUnknownColumns(columns: string[]): string[] {
  return columns.length === 0 ? [] : [`warning: ignoring unknown columns: ${columns.join(', ')}`];
}
