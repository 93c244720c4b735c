import { compactText } from '../normalise-query';
import { bucketKey, KM_RANGES, PRICE_RANGES } from '../price-ranges';
import type { TSiteStock, TStockCar, TStockOrder } from './site-stock.types';
import { SEARCH_FACETS, type TSearchFacet } from '../types';

function facetValueOf(car: TStockCar, facet: TSearchFacet): string | null {
  const hit = car.hit;
  switch (facet) {
    case 'make':
      return hit.make;
    case 'model':
      return hit.model;
    case 'car_type':
      return hit.carType;
    case 'body':
      return car.body;
    case 'simple_fuel':
      return hit.simpleFuel;
    case 'year':
      return String(hit.year);
    case 'price_range':
      return bucketKey(hit.price, PRICE_RANGES);
    case 'km_range':
      return bucketKey(hit.km, KM_RANGES);
    case 'dealership_slug':
      return hit.dealershipSlug;
  }
}

/** Dictionary-encodes one facet: code 0 is "no value", codes from 1 in order of first appearance. */
function encodeFacet(cars: readonly TStockCar[], facet: TSearchFacet) {
  const values = [''];
  const codeOf = new Map<string, number>();
  const codes = new Uint16Array(cars.length);
  cars.forEach((car, i) => {
    const value = facetValueOf(car, facet);
    if (value === null || value === '') return;
    let code = codeOf.get(value);
    if (code === undefined) {
      code = values.push(value) - 1;
      codeOf.set(value, code);
    }
    codes[i] = code;
  });
  return { codes, values };
}

/** Ascending, NaN (no price) last as SQL's "nulls last". */
function ascNullsLast(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  return Number.isNaN(b) ? -1 : a - b;
}

function presort(cars: readonly TStockCar[], price: Float64Array): Record<TStockOrder, Uint32Array> {
  const id = Int32Array.from(cars, (c) => c.hit.id);
  const rank = Int32Array.from(cars, (c) => c.customRank);
  const year = Int32Array.from(cars, (c) => c.hit.year);
  const km = Float64Array.from(cars, (c) => c.hit.km);
  const created = Float64Array.from(cars, (c) => Date.parse(c.hit.createdAt));
  const sorted = (compare: (a: number, b: number) => number) =>
    Uint32Array.from(Array.from(cars.keys()).sort(compare));
  return {
    default: sorted((a, b) => rank[b]! - rank[a]! || id[a]! - id[b]!),
    price_asc: sorted((a, b) => ascNullsLast(price[a]!, price[b]!) || id[a]! - id[b]!),
    price_desc: sorted((a, b) => ascNullsLast(-price[a]!, -price[b]!) || id[a]! - id[b]!),
    year_desc: sorted((a, b) => year[b]! - year[a]! || rank[b]! - rank[a]! || id[a]! - id[b]!),
    km_asc: sorted((a, b) => km[a]! - km[b]! || id[a]! - id[b]!),
    created_desc: sorted((a, b) => created[b]! - created[a]! || id[b]! - id[a]!),
  };
}

/** The inverted index of the cars' typo-candidate words: each distinct word and the rows having it. */
function indexWords(cars: readonly TStockCar[]) {
  const vocabulary: string[] = [];
  const rowsOf: number[][] = [];
  const wordIndex = new Map<string, number>();
  cars.forEach((car, row) => {
    for (const word of car.words) {
      let index = wordIndex.get(word);
      if (index === undefined) {
        index = vocabulary.push(word) - 1;
        rowsOf.push([]);
        wordIndex.set(word, index);
      }
      rowsOf[index]!.push(row);
    }
  });
  return { vocabulary, postings: rowsOf.map((rows) => Uint32Array.from(rows)) };
}

/** Lays a site's searchable cars out for in-process search: facet codes, text, word index, presorted orders. */
export function buildSiteStock(cars: readonly TStockCar[]): TSiteStock {
  const facetCodes = {} as Record<TSearchFacet, Uint16Array>;
  const facetValues = {} as Record<TSearchFacet, readonly string[]>;
  for (const facet of SEARCH_FACETS) {
    const { codes, values } = encodeFacet(cars, facet);
    facetCodes[facet] = codes;
    facetValues[facet] = values;
  }
  const price = Float64Array.from(cars, (c) => (c.hit.price === null ? NaN : c.hit.price));
  const docStart = new Uint32Array(cars.length + 1);
  cars.forEach((car, row) => (docStart[row + 1] = docStart[row]! + car.compactDoc.length + 1));
  const docWordStart = new Uint8Array(docStart[cars.length]!);
  cars.forEach((car, row) => {
    for (const start of car.wordStarts) docWordStart[docStart[row]! + start] = 1;
  });
  const stocknumRows = new Map<string, number[]>();
  cars.forEach((car, row) => {
    const key = car.hit.stocknum.toLowerCase();
    stocknumRows.set(key, [...(stocknumRows.get(key) ?? []), row]);
  });
  const orders = presort(cars, price);
  const defaultRank = new Uint32Array(cars.length);
  orders.default.forEach((row, position) => (defaultRank[row] = position));
  return {
    cars,
    facetCodes,
    facetValues,
    price,
    km: Float64Array.from(cars, (c) => c.hit.km),
    year: Int32Array.from(cars, (c) => c.hit.year),
    docText: cars.map((c) => `${c.compactDoc}\n`).join(''),
    docStart,
    docWordStart,
    compactMake: facetValues.make.map(compactText),
    compactModel: facetValues.model.map(compactText),
    stocknumRows,
    ...indexWords(cars),
    orders,
    defaultRank,
    typoCache: new Map(),
  };
}
