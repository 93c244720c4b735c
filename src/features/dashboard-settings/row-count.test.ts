import { describe, expect, it } from 'vitest';
import { rowCount } from './row-count';

describe('rowCount', () => {
  it('counts to the highest row with a value, plus spare rows', () => {
    const values = { 'rows.0.name': 'a', 'rows.4.name': 'b', 'header.1.children.6.label': 'c', name: 'x' };
    expect(rowCount(values, 'rows', 2)).toBe(7);
    expect(rowCount(values, 'header.1.children', 1)).toBe(8);
    expect(rowCount(values, 'footerColumns', 2)).toBe(2);
  });
});
