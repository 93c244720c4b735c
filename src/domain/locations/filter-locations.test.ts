import { describe, expect, it } from 'vitest';
import {
  departmentLocations,
  filterLocations,
  locationTypeOf,
  type TLocationFilter,
} from './filter-locations';
import type { TLocationForRules } from './types';

const location = (
  id: number,
  locationType: string,
  extra: Partial<TLocationForRules> = {},
): TLocationForRules => ({
  id,
  name: `Location ${id}`,
  locationType,
  locationSubtype: [],
  manufacturers: [],
  primary: false,
  ...extra,
});

const locations = [
  location(1, 'sales', { primary: true, manufacturers: ['Toyota'] }),
  location(2, '', { manufacturers: ['Nissan', 'Kia'], locationSubtype: ['buying'] }),
  location(3, 'service', { manufacturers: ['Toyota'] }),
  location(4, 'parts'),
  location(5, 'service-and-parts', { manufacturers: ['Nissan'] }),
  location(6, 'primary'),
  location(7, 'Sales', { locationSubtype: ['Buying', 'fleet'] }),
];

describe('filterLocations', () => {
  it.each<[string, TLocationFilter, number[]]>([
    ['all', { show: 'all' }, [1, 2, 3, 4, 5, 6, 7]],
    ['primary: flag or type', { show: 'primary' }, [1, 6]],
    ['sales: empty type means sales, case-insensitive', { show: 'sales' }, [1, 2, 7]],
    ['service includes service-and-parts', { show: 'service' }, [3, 5]],
    ['parts includes service-and-parts', { show: 'parts' }, [4, 5]],
    ['service-and-parts only', { show: 'service-and-parts' }, [5]],
    ['by id', { show: { id: 4 } }, [4]],
    ['by unknown id', { show: { id: 99 } }, []],
    ['sales of a manufacturer', { show: 'sales', manufacturer: 'nissan' }, [2]],
    ['all of a manufacturer', { show: 'all', manufacturer: 'Toyota' }, [1, 3]],
    ['empty manufacturer is no filter', { show: 'sales', manufacturer: ' ' }, [1, 2, 7]],
    ['null manufacturer is no filter', { show: 'sales', manufacturer: null }, [1, 2, 7]],
    ['subtype', { show: 'all', subtype: 'buying' }, [2, 7]],
    ['subtype and manufacturer', { show: 'all', subtype: 'buying', manufacturer: 'Kia' }, [2]],
    ['empty subtype is no filter', { show: 'parts', subtype: '' }, [4, 5]],
  ])('%s', (_case, filter, ids) => {
    expect(filterLocations(locations, filter).map((l) => l.id)).toEqual(ids);
  });
});

describe('departmentLocations', () => {
  it('sales (book a test drive) takes the sales and the primary locations, in order', () => {
    expect(departmentLocations(locations, 'sales').map((l) => l.id)).toEqual([1, 2, 6, 7]);
  });
  it('service takes the service locations only', () => {
    expect(departmentLocations(locations, 'service').map((l) => l.id)).toEqual([3, 5]);
  });
});

describe('locationTypeOf', () => {
  it.each([
    ['', 'sales'],
    ['  ', 'sales'],
    ['Service', 'service'],
    ['service-and-parts', 'service-and-parts'],
  ])('%j -> %s', (locationType, expected) => {
    expect(locationTypeOf({ locationType })).toBe(expected);
  });
});
