import { describe, expect, it } from 'vitest';
import { parseSiteFilters, SiteFiltersError } from './site-filters';

const eq = (attribute: string, value: string) => ({ kind: 'equals', attribute, value });

describe('parseSiteFilters', () => {
  it.each<[string, unknown]>([
    ['', null],
    ['   ', null],
    ['make:Nissan', eq('make', 'Nissan')],
    ['make : "Land Rover"', eq('make', 'Land Rover')],
    ["model:'X-Trail'", eq('model', 'X-Trail')],
    ['tag:"Test Drive Only"', eq('tag', 'Test Drive Only')],
    ['stocknum:N1234', eq('stocknum', 'N1234')],
    ['reserved:false', eq('reserved', 'false')],
    ['make:Nissan AND car_type:"new"', { kind: 'and', parts: [eq('make', 'Nissan'), eq('car_type', 'new')] }],
    ['NOT car_type:demo', { kind: 'not', part: eq('car_type', 'demo') }],
    [
      '(make:Nissan OR make:Kia) AND NOT body:Ute',
      {
        kind: 'and',
        parts: [
          { kind: 'or', parts: [eq('make', 'Nissan'), eq('make', 'Kia')] },
          { kind: 'not', part: eq('body', 'Ute') },
        ],
      },
    ],
    [
      'make:Nissan OR make:Kia AND year:2024',
      {
        kind: 'or',
        parts: [eq('make', 'Nissan'), { kind: 'and', parts: [eq('make', 'Kia'), eq('year', '2024')] }],
      },
    ],
    ['year:2018 TO 2022', { kind: 'range', attribute: 'year', from: 2018, to: 2022 }],
    ['price<30000', { kind: 'compare', attribute: 'price', op: '<', value: 30000 }],
    ['km >= 10.5', { kind: 'compare', attribute: 'km', op: '>=', value: 10.5 }],
    ['dealership_id != 3', { kind: 'compare', attribute: 'dealership_id', op: '!=', value: 3 }],
    ['NOT (price_range:0-10000)', { kind: 'not', part: eq('price_range', '0-10000') }],
  ])('reads %j', (filters, expected) => {
    expect(parseSiteFilters(filters)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['colour:red', 'colour:red', 'unknown attribute'],
    ['make:Nissan AND colour:"dark red"', 'colour:"dark red"', 'unknown attribute'],
    ['make < 3', 'make < 3', 'not a number attribute'],
    ['body:1 TO 3', 'body:1 TO 3', 'not a number attribute'],
    ['Nissan', 'Nissan', 'cannot read'],
    ['make:Nissan and model:Navara', 'and', 'cannot read'],
    ['make:"Nissan', 'make:"Nissan', 'cannot read'],
    ['(make:Nissan OR make:Kia', '(make:Nissan OR make:Kia', 'expected “)”'],
    ['make:Nissan)', ')', 'expected AND or OR'],
    ['make:Nissan AND', 'make:Nissan AND', 'expected a filter'],
    ['NOT', 'NOT', 'expected a filter'],
    ['make:Nissan make:Kia', 'make:Kia', 'expected AND or OR'],
  ])('rejects %j, naming %j (%s)', (filters, term, reason) => {
    let error: unknown;
    try {
      parseSiteFilters(filters);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiteFiltersError);
    expect((error as SiteFiltersError).term).toBe(term);
    expect((error as Error).message).toBe(`search_filters: ${reason}: “${term}”`);
  });
});
