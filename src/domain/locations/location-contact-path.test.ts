import { describe, expect, it } from 'vitest';
import { locationContactPath, locationContactSlug, slugify } from './location-contact-path';

describe('locationContactSlug', () => {
  it.each([
    ['Parramatta Toyota Sales', 'parramatta-toyota'],
    ['Parramatta Toyota Service', 'parramatta-toyota'],
    ['Parramatta Toyota Parts', 'parramatta-toyota'],
    ['Parramatta Toyota', 'parramatta-toyota'],
    ['Parramatta Toyota Service & Parts', 'parramatta-toyota'],
    ['Parramatta Toyota Sales and Service', 'parramatta-toyota'],
    ['Parramatta Toyota Sales, Service', 'parramatta-toyota'],
    ['Parramatta Toyota Sales/Service', 'parramatta-toyota'],
    ['  Penrith Kia SALES  ', 'penrith-kia'],
    ['Toowoomba Wholesales', 'toowoomba-wholesales'],
    ['Salesforce Motors', 'salesforce-motors'],
    ['Sales Street Nissan', 'sales-street-nissan'],
    ['O’Brien’s Nissan Sales', 'obriens-nissan'],
    ['Mount Gravatt Mazda & Kia Sales', 'mount-gravatt-mazda-and-kia'],
    ['Škoda Auckland Sales', 'skoda-auckland'],
    ['Sales', 'sales'],
    ['& Sales', 'and-sales'],
  ])('%j -> %s', (name, slug) => {
    expect(locationContactSlug(name)).toBe(slug);
  });
});

describe('locationContactPath', () => {
  it('is /contact-us/{slug}', () => {
    expect(locationContactPath('Parramatta Toyota Sales')).toBe('/contact-us/parramatta-toyota');
  });
});

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['--Already--slugged--', 'already-slugged'],
    ['A & B', 'a-and-b'],
    ['', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
