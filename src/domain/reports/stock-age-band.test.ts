import { describe, expect, it } from 'vitest';
import { daysInStock, stockAgeBand } from './stock-age-band';

describe('days in stock and their band', () => {
  it('counts whole days, never below 0', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(daysInStock(new Date('2026-12-01T01:00:00Z'), now)).toBe(0);
    expect(daysInStock(new Date('2026-11-01T12:00:00Z'), now)).toBe(30);
    expect(daysInStock(new Date('2026-12-02T00:00:00Z'), now)).toBe(0);
  });

  it.each([
    [0, '0–30 days'],
    [30, '0–30 days'],
    [31, '31–60 days'],
    [60, '31–60 days'],
    [61, '61–90 days'],
    [90, '61–90 days'],
    [91, 'Over 90 days'],
  ])('%i days: %s', (days, band) => {
    expect(stockAgeBand(days)).toBe(band);
  });
});
