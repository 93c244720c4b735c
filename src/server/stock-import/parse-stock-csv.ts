import { parse } from 'csv-parse/sync';
import { normaliseColumnName } from './normalise-column-name';
import { StockFileError } from './stock-file-error';
import {
  REQUIRED_STOCK_COLUMNS,
  STOCK_COLUMNS,
  type TParsedStockFile,
  type TStockRecord,
} from './stock-row.types';

type TCsvRow = { record: string[]; info: { lines: number } };
type TCsvError = Error & { code?: string; lines?: number };

/**
 * Reads a CSV stock file: the first non-empty line is the header. Each record keeps the line it starts on
 * in the file, so errors can point at it. Empty lines (and lines of empty cells) are skipped.
 */
export function parseStockCsv(content: string): TParsedStockFile {
  // One line ending for the parser's line count; CRLF and CR inside quoted cells become LF too.
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let rows: TCsvRow[];
  let lastLine = 0;
  try {
    // With `info`, each record comes back wrapped with its position; the typings do not model that.
    rows = parse(text, {
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as TCsvRow[];
  } catch (error) {
    throw new StockFileError(describeSyntaxError(error as TCsvError, text, lastLine));
  }
  const [header, ...body] = rows
    .map((row) => ({ cells: row.record.map((c) => c.trim()), line: startLine(row) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  if (!header) throw new StockFileError('the file is empty: expected a header line and rows of stock');

  const columns = header.cells.map(normaliseColumnName);
  checkHeader(columns, header.line);
  const known = columns.map((c) => STOCK_COLUMNS.includes(c));

  const records = body.map(({ cells, line }): TStockRecord => {
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (known[i]) values[column] = cells[i] ?? '';
    });
    if (cells.length === columns.length) return { line, values };
    const message = `has ${cells.length} values but the header has ${columns.length} columns (check for a missing or extra comma)`;
    return { line, values, problem: { field: 'row', message } };
  });
  const unknownColumns = header.cells.flatMap((name, i) =>
    known[i] ? [] : [name || `(unnamed column ${i + 1})`],
  );
  return { format: 'csv', records, unknownColumns };
}

/** csv-parse counts the line a record ends on; a quoted cell may span several lines. */
function startLine(row: TCsvRow): number {
  const inner = row.record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
  return row.info.lines - inner;
}

function checkHeader(columns: string[], line: number): void {
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== '' && seen.has(column))
      throw new StockFileError(`line ${line}: column "${column}" appears twice`);
    seen.add(column);
  }
  const missing = REQUIRED_STOCK_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    throw new StockFileError(
      `line ${line}: the header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}`,
    );
  }
}

/** An unclosed quote is noticed only at the end of the file: point at the line where the record began. */
function describeSyntaxError(error: TCsvError, text: string, lastGoodLine: number): string {
  if (error.code !== 'CSV_QUOTE_NOT_CLOSED')
    return `line ${error.lines ?? '?'}: cannot read the CSV: ${error.message}`;
  const lines = text.split('\n');
  let start = lastGoodLine;
  while (start < lines.length && lines[start]!.trim() === '') start += 1;
  return `line ${start + 1}: cannot read the CSV: a quoted value opened on this line is never closed`;
}
