import { parse as parseStream } from 'csv-parse';
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

const CSV_OPTIONS = {
  info: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
} as const;

/** Characters of CSV parsed between two yields to the event loop: a few milliseconds of parsing. */
const CSV_CHUNK_CHARS = 64 * 1024;

/**
 * Reads a CSV stock file: the first non-empty line is the header. Each record keeps the line it starts on
 * in the file, so errors can point at it. Empty lines (and lines of empty cells) are skipped.
 */
export function parseStockCsv(content: string): TParsedStockFile {
  const text = normalise(content);
  let rows: TCsvRow[];
  let lastLine = 0;
  try {
    // With `info`, each record comes back wrapped with its position; the typings do not model that.
    rows = parse(text, {
      ...CSV_OPTIONS,
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as TCsvRow[];
  } catch (error) {
    throw new StockFileError(describeSyntaxError(error as TCsvError, text, lastLine));
  }
  return toStockFile(rows);
}

/**
 * parseStockCsv without holding the event loop: the text is parsed CSV_CHUNK_CHARS at a time, yielding between
 * chunks (a 20 MB feed is seconds of parsing, during which other requests are answered). With `stopAfter`, reading
 * stops once more than that many records are known (`complete: false`): a post learns a feed is large from its
 * first rows. The same records and errors as parseStockCsv otherwise (an error after the stop is not seen).
 */
export async function readStockCsv(
  content: string,
  options: { stopAfter?: number; chunkChars?: number } = {},
): Promise<TParsedStockFile & { complete: boolean }> {
  const text = normalise(content);
  const chunkChars = options.chunkChars ?? CSV_CHUNK_CHARS;
  const rows: TCsvRow[] = [];
  // Rows with a value: the header and the records (a line of only commas is skipped as a blank one).
  let filled = 0;
  let lastLine = 0;
  let failure: TCsvError | null = null;
  let ended = false;
  const parser = parseStream({
    ...CSV_OPTIONS,
    on_record: (record, context) => {
      lastLine = context.lines;
      return record;
    },
  });
  parser.on('readable', () => {
    for (let row = parser.read() as TCsvRow | null; row !== null; row = parser.read() as TCsvRow | null) {
      rows.push(row);
      if (row.record.some((cell) => cell.trim() !== '')) filled += 1;
    }
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('end', () => {
      ended = true;
      resolve();
    });
    parser.on('error', (error: TCsvError) => {
      failure = error;
      resolve();
    });
  });
  const fail = (error: TCsvError) => new StockFileError(describeSyntaxError(error, text, lastLine));
  // More records than `stopAfter` (the header is one of the filled rows).
  const enough = () => options.stopAfter !== undefined && filled > options.stopAfter + 1;

  for (let start = 0; start < text.length && !enough();) {
    // Cut after a line break, never inside a character (a surrogate pair) the parser would see split.
    const cut =
      start + chunkChars >= text.length
        ? text.length
        : text.indexOf('\n', start + chunkChars) + 1 || text.length;
    parser.write(text.slice(start, cut));
    start = cut;
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (failure) throw fail(failure);
  }
  if (enough()) {
    parser.destroy();
    return { ...toStockFile(rows), complete: false };
  }
  parser.end();
  await finished;
  if (failure) throw fail(failure);
  if (!ended) throw new StockFileError('cannot read the CSV: the parser stopped early');
  return { ...toStockFile(rows), complete: true };
}

/** One line ending for the parser's line count; CRLF and CR inside quoted cells become LF too. */
function normalise(content: string): string {
  return content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** The parsed rows as a stock file: the header checked, each record's known columns, its line. */
function toStockFile(rows: TCsvRow[]): TParsedStockFile {
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

/**
 * The records a CSV file seems to hold, from its lines alone (those with a value, less the header): exact
 * unless a quoted value spans lines. For a large feed's first answer, before the job has read the file.
 */
export function countStockCsvLines(content: string): number {
  let filled = 0;
  let lineHasValue = false;
  for (let i = 0; i < content.length; i++) {
    const code = content.charCodeAt(i);
    if (code === 10) {
      if (lineHasValue) filled += 1;
      lineHasValue = false;
    } else if (!lineHasValue && !BLANK_CODES.has(code)) lineHasValue = true;
  }
  if (lineHasValue) filled += 1;
  return Math.max(0, filled - 1);
}

/** Comma, space, tab, CR and a byte order mark: what a line of no values holds. */
const BLANK_CODES = new Set([44, 32, 9, 13, 0xfeff]);
