import { describe, expect, it } from 'vitest';
import { carTagBanner, type TCarTagBanner } from './car-tag-banner';
import type { TCarForRules, TCarSiteFlags } from './types';

const now = new Date('2025-03-10T12:00:00Z');
const old = new Date('2025-01-01T00:00:00Z');
const recent = new Date('2025-03-05T00:00:00Z');

type TCar = Parameters<typeof carTagBanner>[0];
const plain: TCar = {
  sold: false,
  simpleFuel: null,
  reserved: false,
  tag: null,
  status: 'in_stock',
  createdAt: old,
};
const flags: Pick<TCarSiteFlags, 'fuelTag' | 'newLabel'> = { fuelTag: true, newLabel: 'NEW ARRIVAL' };

const everything: TCar = {
  sold: true,
  simpleFuel: 'Hybrid',
  reserved: true,
  tag: 'Special',
  status: 'coming_soon',
  createdAt: recent,
};

describe('carTagBanner: first match wins', () => {
  it.each<[string, Partial<Pick<TCarForRules, keyof TCar>>, Partial<typeof flags>, TCarTagBanner | null]>([
    ['sold beats everything', everything, {}, { kind: 'sold', label: 'JUST SOLD' }],
    ['Hybrid beats reserved', { ...everything, sold: false }, {}, { kind: 'fuel', label: 'Hybrid' }],
    ['Electric fuel shows its name', { simpleFuel: 'Electric' }, {}, { kind: 'fuel', label: 'Electric' }],
    [
      'fuel tag off: reserved is next',
      { ...everything, sold: false },
      { fuelTag: false },
      { kind: 'reserved', label: 'RESERVED' },
    ],
    [
      'reserved beats an explicit tag',
      { ...everything, sold: false, simpleFuel: null },
      {},
      { kind: 'reserved', label: 'RESERVED' },
    ],
    [
      'explicit tag beats coming soon',
      { tag: 'Test Drive Only', status: 'coming_soon', createdAt: recent },
      {},
      { kind: 'tag', label: 'Test Drive Only' },
    ],
    ['tag is trimmed', { tag: '  Pre-order ' }, {}, { kind: 'tag', label: 'Pre-order' }],
    [
      'blank tag is no tag: coming soon',
      { tag: '   ', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', label: 'COMING SOON' },
    ],
    [
      'coming soon beats new',
      { status: 'coming_soon', createdAt: recent },
      {},
      { kind: 'coming-soon', label: 'COMING SOON' },
    ],
    [
      'new arrival shows the configured label',
      { createdAt: recent },
      {},
      { kind: 'new', label: 'NEW ARRIVAL' },
    ],
    [
      'new label is trimmed',
      { createdAt: recent },
      { newLabel: ' Just In ' },
      { kind: 'new', label: 'Just In' },
    ],
    ['no configured new label: no tag', { createdAt: recent }, { newLabel: '  ' }, null],
    ['older than 8 days: no tag', {}, {}, null],
    ['fuel tag off and nothing else: no tag', { simpleFuel: 'Electric' }, { fuelTag: false }, null],
  ])('%s', (_case, car, flagOverrides, expected) => {
    expect(carTagBanner({ ...plain, ...car }, { ...flags, ...flagOverrides }, now)).toEqual(expected);
  });
});
