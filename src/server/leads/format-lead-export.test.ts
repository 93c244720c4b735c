import { describe, expect, it } from 'vitest';
import { csvCell } from './format-lead-export';

describe('csvCell', () => {
  it.each<[unknown, string]>([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+61412345678', "'+61412345678"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%j -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
