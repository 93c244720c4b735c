import { describe, expect, it } from 'vitest';
import { matchesSiteFilter } from './matches-site-filter';
import { parseSiteFilters } from '../site-filters';
import { stockOf } from './stock-car.fixture';

const stock = stockOf(
  { make: 'Nissan', model: 'Navara', carType: 'new', body: 'Ute', price: 52000, year: 2025, dealershipId: 1 },
  {
    make: 'Nissan',
    model: 'X-Trail',
    carType: 'demo',
    body: 'SUV',
    price: 41000,
    year: 2024,
    dealershipId: 2,
  },
  {
    make: 'Kia',
    model: 'EV6',
    carType: 'new',
    body: 'SUV',
    price: 72000,
    year: 2026,
    tag: 'Special',
    dealershipId: 1,
  },
  {
    make: 'Toyota',
    model: 'HiLux',
    carType: 'used',
    body: 'Ute',
    price: null,
    year: 2018,
    badge: 'SR5',
    dealershipId: 2,
  },
  {
    make: 'Land Rover',
    model: 'Defender',
    carType: 'used',
    price: 9000,
    year: 2012,
    reserved: true,
    dealershipId: 3,
  },
);

const rows = (filters: string) => {
  const test = matchesSiteFilter(stock, parseSiteFilters(filters)!);
  return stock.cars.flatMap((car, row) => (test(row) ? [car.hit.model] : []));
};

describe('matchesSiteFilter: a site’s filter string over the stock snapshot', () => {
  it.each<[string, string[]]>([
    ['make:Nissan', ['Navara', 'X-Trail']],
    ['make:nissan', ['Navara', 'X-Trail']],
    ['make:"Land Rover"', ['Defender']],
    ['NOT make:Nissan', ['EV6', 'HiLux', 'Defender']],
    ['(make:Nissan OR make:Kia) AND body:SUV', ['X-Trail', 'EV6']],
    ['make:Nissan AND NOT car_type:demo', ['Navara']],
    ['car_type:new OR car_type:demo', ['Navara', 'X-Trail', 'EV6']],
    ['NOT (car_type:new OR car_type:demo)', ['HiLux', 'Defender']],
    ['badge:sr5', ['HiLux']],
    ['tag:Special', ['EV6']],
    ['NOT tag:Special', ['Navara', 'X-Trail', 'HiLux', 'Defender']],
    ['reserved:true', ['Defender']],
    ['status:in_stock AND show_on_dealer_website:true', ['Navara', 'X-Trail', 'EV6', 'HiLux', 'Defender']],
    ['dealership_id:2', ['X-Trail', 'HiLux']],
    ['dealership_id != 1', ['X-Trail', 'HiLux', 'Defender']],
    ['year:2018 TO 2024', ['X-Trail', 'HiLux']],
    ['year:2025', ['Navara']],
    ['price < 45000', ['X-Trail', 'Defender']],
    ['price >= 52000', ['Navara', 'EV6']],
    ['NOT price > 10000', ['HiLux', 'Defender']],
    ['price = 9000', ['Defender']],
    ['price <= 9000', ['Defender']],
    ['price_range:0-10000', ['Defender']],
    ['make:Mazda', []],
  ])('%s keeps %j', (filters, expected) => {
    expect(rows(filters)).toEqual(expected);
  });
});
