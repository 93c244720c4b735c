import { describe, expect, it } from 'vitest';
import { ZStockRow } from './stock-row.types';

const base = { stocknum: 'A1', make: 'Kia', model: 'Rio', year: '2020', car_type: 'used' };
const nextYear = new Date().getFullYear() + 1;

function parse(values: Record<string, unknown>) {
  return ZStockRow.safeParse({ ...base, ...values });
}

function issues(values: Record<string, unknown>) {
  const result = parse(values);
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
}

describe('ZStockRow', () => {
  it.each([
    ['km', '12,345', 12345],
    ['km', 12345, 12345],
    ['price', '$45,990', 45990],
    ['price', '45,990.00', 45990],
    ['price', 0, 0],
    ['weekly_repayment', '$129', 129],
    ['year', String(nextYear), nextYear],
    ['year', 1900, 1900],
    ['custom_rank', '-5', -5],
    ['interest_rate', '6.99%', 6.99],
    ['interest_rate', 7, 7],
    ['reserved', 'YES', true],
    ['reserved', 'no', false],
    ['reserved', '1', true],
    ['reserved', 0, false],
    ['sold', true, true],
    ['car_type', 'Used', 'used'],
    ['status', 'Coming Soon', 'coming_soon'],
    ['simple_fuel', 'electric', 'Electric'],
    ['vin', 'jtmw43fv00d123456', 'JTMW43FV00D123456'],
    ['stocknum', 1234, '1234'],
    ['images', 'https://a.example/1.jpg | /media/2.webp |', ['https://a.example/1.jpg', '/media/2.webp']],
    ['images', ['/media/1.webp'], ['/media/1.webp']],
    ['payment_processors', 'stripe|St George', ['stripe', 'st_george']],
    ['payment_processors', 'none', []],
    ['payment_processors', [], []],
    ['drivetrain', ' 4x4 ', '4x4'],
    ['doors', '5', 5],
    ['seats', 7, 7],
  ])('reads %s %j as %j', (column, raw, expected) => {
    expect(parse({ [column]: raw }).data?.[column as keyof typeof base]).toEqual(expected);
  });

  it('tells an absent column (undefined) from a blank one (null)', () => {
    const row = parse({ price: '', colour: null, reserved: '  ' }).data;

    expect(row).toMatchObject({ price: null, colour: null, reserved: null });
    expect([row?.badge, row?.images]).toEqual([undefined, undefined]);
  });

  it.each([
    ['stocknum', '', 'stocknum: is required'],
    ['year', '20x3', `year: must be a year from 1900 to ${nextYear}`],
    ['year', String(nextYear + 1), `year: must be a year from 1900 to ${nextYear}`],
    ['year', '2020.5', `year: must be a year from 1900 to ${nextYear}`],
    ['car_type', 'second-hand', 'car_type: must be one of new, used, demo'],
    ['doors', '0', 'doors: must be a whole number of doors from 1 to 9'],
    ['doors', 'five', 'doors: must be a whole number of doors from 1 to 9'],
    ['seats', '100', 'seats: must be a whole number of seats from 1 to 99'],
    ['status', 'sold', 'status: must be one of in_stock, coming_soon'],
    ['simple_fuel', 'Diesel', 'simple_fuel: must be one of Electric, Hybrid'],
    ['km', '12,345.6', 'km: must be a whole number of kilometres, e.g. 12,345'],
    ['km', '-1', 'km: must be a whole number of kilometres, e.g. 12,345'],
    ['price', '$45,990.50', 'price: must be whole dollars, e.g. 45990 or $45,990'],
    ['price', 'POA', 'price: must be whole dollars, e.g. 45990 or $45,990'],
    ['reserved', 'maybe', 'reserved: must be true, false, yes, no, 1 or 0'],
    ['vin', 'ABC123', 'vin: must be 17 letters and digits (no I, O or Q)'],
    ['interest_rate', '120', 'interest_rate: must be a percentage, e.g. 6.99'],
    ['term_months', '0', 'term_months: must be a whole number of months from 1 to 360'],
    ['images', 'ftp://x.example/a.jpg', 'images: item 1: must be an http(s) URL or a /media/ path'],
    ['images', '/media/a.webp|/public/b.webp', 'images: item 2: must be an http(s) URL or a /media/ path'],
    [
      'payment_processors',
      'paypal',
      'payment_processors: item 1: must be one of stripe, till, st_george or none',
    ],
    ['make', 'x'.repeat(101), 'make: must be at most 100 characters'],
    ['make', { name: 'Kia' }, 'make: must be text'],
  ])('rejects %s %j', (column, raw, message) => {
    expect(issues({ [column]: raw })).toEqual([message]);
  });

  it('reports every bad column of a row, and each missing required one', () => {
    expect(issues({ make: undefined, year: 'old', km: 'lots' })).toEqual([
      'make: is required',
      `year: must be a year from 1900 to ${nextYear}`,
      'km: must be a whole number of kilometres, e.g. 12,345',
    ]);
  });
});
