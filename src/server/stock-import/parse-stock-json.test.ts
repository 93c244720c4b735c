import { describe, expect, it } from 'vitest';
import { parseStockJson } from './parse-stock-json';

describe('parseStockJson', () => {
  it('reads an array of cars, numbering records from 1', () => {
    const parsed = parseStockJson(
      '[{"stocknum":"A1","year":2020},{"stocknum":"A2","images":["/media/a.webp"]}]',
    );

    expect(parsed.records).toEqual([
      { line: 1, values: { stocknum: 'A1', year: 2020 } },
      { line: 2, values: { stocknum: 'A2', images: ['/media/a.webp'] } },
    ]);
  });

  it('reads an object with a cars array, after a byte order mark', () => {
    expect(parseStockJson('\uFEFF{"cars":[{"stocknum":"A1"}]}').records).toHaveLength(1);
  });

  it('collects unknown keys once and normalises aliases', () => {
    const parsed = parseStockJson(
      '[{"stock_number":"A1","vendorId":1},{"stocknum":"A2","vendorId":2,"Color":"Red"}]',
    );

    expect(parsed.records.map((r) => r.values)).toEqual([
      { stocknum: 'A1' },
      { stocknum: 'A2', colour: 'Red' },
    ]);
    expect(parsed.unknownColumns).toEqual(['vendorId']);
  });

  it('flags a record that is not an object', () => {
    expect(parseStockJson('[{"stocknum":"A1"}, 42]').records[1]).toEqual({
      line: 2,
      values: {},
      problem: { field: 'record', message: 'must be an object' },
    });
  });

  it.each([
    ['invalid JSON', '[{"stocknum":', 'cannot read the JSON'],
    ['a bare object', '{"stocknum":"A1"}', 'the JSON must be an array of cars'],
  ])('refuses %s as a whole', (_label, json, message) => {
    expect(() => parseStockJson(json)).toThrow(message);
  });
});
