import { describe, expect, it } from 'vitest';
import { countStockCsvLines, parseStockCsv, readStockCsv } from './parse-stock-csv';

const HEADER = 'stocknum,make,model,year,car_type';

describe('parseStockCsv', () => {
  it('numbers records by the file line they start on (header is line 1)', () => {
    const parsed = parseStockCsv(`${HEADER}\nA1,Kia,Rio,2020,used\n\nA2,Kia,Rio,2021,used\n`);

    expect(parsed.records.map((r) => [r.line, r.values.stocknum])).toEqual([
      [2, 'A1'],
      [4, 'A2'],
    ]);
  });

  it('keeps commas inside quoted cells and unescapes doubled quotes', () => {
    const parsed = parseStockCsv(
      `${HEADER},price,description\nA1,Kia,Rio,2020,used,"$12,990","18"" alloys, tow bar"`,
    );

    expect(parsed.records[0]?.values).toMatchObject({ price: '$12,990', description: '18" alloys, tow bar' });
  });

  it('reads a file with a byte order mark and CRLF line endings', () => {
    const parsed = parseStockCsv(`\uFEFF${HEADER}\r\nA1,Kia,Rio,2020,used\r\n\r\nA2,Kia,Rio,2021,used\r\n`);

    expect(parsed.records.map((r) => [r.line, r.values.stocknum, r.values.car_type])).toEqual([
      [2, 'A1', 'used'],
      [4, 'A2', 'used'],
    ]);
    expect(parsed.unknownColumns).toEqual([]);
  });

  it('counts lines inside a multi-line quoted cell, with either line ending', () => {
    for (const eol of ['\n', '\r\n']) {
      const csv = [
        `${HEADER},description`,
        `A1,Kia,Rio,2020,used,"one${eol}two${eol}three"`,
        'A2,Kia,Rio,2021,used,x',
      ];
      const parsed = parseStockCsv(csv.join(eol));

      expect(parsed.records.map((r) => r.line)).toEqual([2, 5]);
      expect(parsed.records[0]?.values.description).toBe('one\ntwo\nthree');
    }
  });

  it('skips empty lines and lines of empty cells, before the header too', () => {
    const parsed = parseStockCsv(`\n\n${HEADER}\n,,,,\nA1,Kia,Rio,2020,used\n   \n`);

    expect(parsed.records.map((r) => r.line)).toEqual([5]);
  });

  it('trims cells and keeps a stray quote inside an unquoted cell', () => {
    const parsed = parseStockCsv(`${HEADER},badge\n A1 ,Kia,Rio,2020,used,18" wheels`);

    expect(parsed.records[0]?.values).toMatchObject({ stocknum: 'A1', badge: '18" wheels' });
  });

  it('normalises header names and aliases, and ignores unknown columns', () => {
    const parsed = parseStockCsv(
      'Stock Number,Make,Model,Year,Car-Type,Color,KMs,Supplier Code\nA1,Kia,Rio,2020,used,Red,10,X9',
    );

    expect(parsed.records[0]?.values).toEqual({
      stocknum: 'A1',
      make: 'Kia',
      model: 'Rio',
      year: '2020',
      car_type: 'used',
      colour: 'Red',
      km: '10',
    });
    expect(parsed.unknownColumns).toEqual(['Supplier Code']);
  });

  it('flags a row whose value count differs from the header', () => {
    const parsed = parseStockCsv(`${HEADER}\nA1,Kia,Rio,2020\nA2,Kia,Rio,2020,used,extra`);

    expect(parsed.records.map((r) => [r.line, r.problem?.field])).toEqual([
      [2, 'row'],
      [3, 'row'],
    ]);
    expect(parsed.records[0]?.problem?.message).toBe(
      'has 4 values but the header has 5 columns (check for a missing or extra comma)',
    );
  });

  it.each([
    ['an empty file', '', 'the file is empty: expected a header line and rows of stock'],
    [
      'a header missing required columns',
      'stocknum,make,year\nA1,Kia,2020',
      'line 1: the header has no model, car_type columns',
    ],
    ['a repeated column', `${HEADER},color,colour`, 'line 1: column "colour" appears twice'],
    [
      'an unclosed quote',
      `${HEADER}\nA1,Kia,Rio,2020,used\n\nA2,"Kia,Rio,2020,used\nA3,Kia,Rio,2020,used`,
      'line 4: cannot read the CSV: a quoted value opened on this line is never closed',
    ],
  ])('refuses %s as a whole', (_label, csv, message) => {
    expect(() => parseStockCsv(csv)).toThrow(message);
  });
});

describe('readStockCsv (a chunk at a time, yielding between chunks)', () => {
  // Every case parsed in chunks of 8 characters: records and quoted line breaks cut across chunks.
  const FILES = [
    `${HEADER}\nA1,Kia,Rio,2020,used\n\nA2,Kia,Rio,2021,used\n`,
    `\uFEFF${HEADER},description\r\nA1,Kia,Rio,2020,used,"one\r\ntwo, three"\r\n,,,,,\r\nA2,Kia,Rio,2021,used,"18"" 🚗"`,
    `Stock Number,Make,Model,Year,Car-Type,Supplier Code\nA1,Kia,Rio,2020,used,X9\nA2,Kia,Rio\n`,
  ];

  it.each(FILES.map((csv, i) => [i, csv]))('reads file %i as parseStockCsv does', async (_i, csv) => {
    const read = await readStockCsv(csv, { chunkChars: 8 });

    expect(read).toEqual({ ...parseStockCsv(csv), complete: true });
  });

  it('refuses an unclosed quote with the line it opened on', async () => {
    const csv = `${HEADER}\nA1,Kia,Rio,2020,used\n\nA2,"Kia,Rio,2020,used\nA3,Kia,Rio,2020,used`;

    await expect(readStockCsv(csv, { chunkChars: 8 })).rejects.toThrow(
      'line 4: cannot read the CSV: a quoted value opened on this line is never closed',
    );
  });

  it('stops once it knows more records than stopAfter, before reading the rest', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => `A${i},Kia,Rio,2020,used`);
    // The end of the file is never read: its unclosed quote is not seen.
    const csv = `${HEADER}\n,,,,\n${rows.join('\n')}\nB1,"Kia`;

    const read = await readStockCsv(csv, { stopAfter: 10, chunkChars: 16 });

    expect(read.complete).toBe(false);
    expect(read.records.length).toBeGreaterThan(10);
    expect(read.records.length).toBeLessThan(50);
    expect(read.records[0]).toEqual({ line: 3, values: expect.objectContaining({ stocknum: 'A0' }) });
  });

  it('reads a file of exactly stopAfter records whole, blank lines not counted', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => `A${i},Kia,Rio,2020,used\n,,,,`);

    const read = await readStockCsv(`${HEADER}\n${rows.join('\n')}`, { stopAfter: 10, chunkChars: 16 });

    expect(read.complete).toBe(true);
    expect(read.records).toHaveLength(10);
  });
});

describe('countStockCsvLines', () => {
  it('counts the lines with a value after the header, as parseStockCsv counts records', () => {
    const csv = `\uFEFF\r\n${HEADER}\r\nA1,Kia,Rio,2020,used\r\n , ,\r\n\r\nA2,Kia,Rio,2021,used`;

    expect(countStockCsvLines(csv)).toBe(parseStockCsv(csv).records.length);
    expect(countStockCsvLines(`${HEADER}\n`)).toBe(0);
  });
});
