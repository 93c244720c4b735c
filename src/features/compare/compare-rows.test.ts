import { describe, expect, it } from 'vitest';
import { FINANCE_LAYOUTS } from '@/domain/finance/finance-layouts';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { compareRows } from './compare-rows';

const base = {
  year: 2021,
  km: 45210,
  body: 'SUV',
  fuelType: 'Petrol',
  simpleFuel: null,
  transmission: 'Automatic',
  city: 'Penrith',
  state: 'NSW',
  features: ['Apple CarPlay', 'Reversing camera'],
  price: 32990,
  status: 'in_stock',
  sold: false,
  reserved: false,
  weeklyRepayment: null,
  interestRate: '7.99',
  comparisonRate: '8.45',
  termMonths: 60,
} as unknown as TCarWithImages;

const bare = {
  ...base,
  body: null,
  fuelType: null,
  simpleFuel: 'Electric',
  transmission: null,
  city: null,
  state: null,
  features: [],
  price: null,
} as unknown as TCarWithImages;

const cell = (rows: ReturnType<typeof compareRows>, label: string) =>
  rows.find((row) => row.label === label)!.cells;

describe('compareRows', () => {
  const rows = compareRows([base, bare], 'AUD', FINANCE_LAYOUTS.standard);

  it('has the rows the issue names, in order, one cell per car', () => {
    expect(rows.map((row) => row.label)).toEqual([
      'Drive-away price',
      'Weekly repayment',
      'Year',
      'Kilometres',
      'Body',
      'Fuel',
      'Transmission',
      'Location',
      'Features',
    ]);
    expect(rows.every((row) => row.cells.length === 2)).toBe(true);
  });

  it('shows the drive-away price, or Enquire for price', () => {
    expect(cell(rows, 'Drive-away price').map((c) => c.text)).toEqual([
      '$32,990 drive away',
      'Enquire for price',
    ]);
  });

  it('shows the weekly repayment by the one rule with its comparison rate and warning beside it', () => {
    const [shown, none] = cell(rows, 'Weekly repayment');
    expect(shown!.text).toMatch(/^\$\d+\/wk · Comparison rate 8\.45% p\.a\./i);
    expect(shown!.note).toContain('WARNING: This comparison rate is true only for the examples given');
    expect(none).toEqual({ text: '—' });
  });

  it('shows no repayment for a sold car or a site without finance', () => {
    expect(
      cell(compareRows([{ ...base, sold: true }], 'AUD', FINANCE_LAYOUTS.standard), 'Weekly repayment'),
    ).toEqual([{ text: '—' }]);
    expect(cell(compareRows([base], 'AUD', null), 'Weekly repayment')).toEqual([{ text: '—' }]);
  });

  it('writes the facts, a dash for one a car lacks, and the features as a list', () => {
    expect(cell(rows, 'Kilometres').map((c) => c.text)).toEqual(['45,210 km', '45,210 km']);
    expect(cell(rows, 'Body').map((c) => c.text)).toEqual(['SUV', '—']);
    expect(cell(rows, 'Fuel').map((c) => c.text)).toEqual(['Petrol', 'Electric']);
    expect(cell(rows, 'Location').map((c) => c.text)).toEqual(['Penrith, NSW', '—']);
    expect(cell(rows, 'Features')).toEqual([
      { text: '', list: ['Apple CarPlay', 'Reversing camera'] },
      { text: '—' },
    ]);
  });
});
