/**
 * Rows as CSV (RFC 4180, as Meta's feed guide asks: a field with a comma, quote or line break in double quotes, a
 * quote doubled) or as tab-separated text (Google's recommended form, which has no quoting: tabs and line breaks
 * in a value become spaces). The first line names the columns.
 */
export function delimitedText(
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  separator: ',' | '\t',
): string {
  const cell =
    separator === ','
      ? (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
      : (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  const line = (values: readonly string[]) => values.map(cell).join(separator);
  return [line(columns), ...rows.map((row) => line(columns.map((c) => row[c] ?? '')))].join('\n') + '\n';
}

/** Reads text written by delimitedText back into rows by column name (the tests' check of what a platform reads). */
export function parseDelimitedText(text: string, separator: ',' | '\t'): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && separator === ',' && field === '') quoted = true;
    else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  const [header = [], ...rest] = records;
  return rest.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}
