// The bench's 300 search queries and 300 autocomplete inputs: plain text, typos, facets, deep pages and sorts,
// in a fixed order (no randomness), as the query strings of GET /api/search and /api/search/autocomplete.

const TEXT = [
  'ranger',
  'hilux',
  'corolla',
  'cx-5',
  'cx5',
  'rav 4',
  'rav4',
  'navara',
  'i30',
  'tucson',
  'camry',
  'x-trail',
  'outlander',
  'mazda 3',
  'kia sportage',
  '2021 kia',
  '2023 toyota',
  'ford',
  'hyundai',
  'sedan',
];
const TYPOS = [
  'hilix',
  'toyta corola',
  'rangr',
  'navra',
  'mazada',
  'hyundia',
  'corrola',
  'tuscon',
  'outlandr',
  'sportge',
];
const FACETS = [
  'refinementList[car_type][]=used',
  'refinementList[car_type][]=new',
  'refinementList[car_type][]=demo',
  'refinementList[make][]=Toyota',
  'refinementList[make][]=Mazda&refinementList[make][]=Kia',
  'refinementList[simple_fuel][]=Electric',
  'refinementList[body][]=SUV',
  'refinementList[year][]=2023',
  'refinementList[make][]=Toyota&refinementList[car_type][]=used',
  'refinementList[make][]=Ford&refinementList[model][]=Ranger',
];
const SORTS = [
  'Car_production_price_asc',
  'Car_production_price_desc',
  'Car_production_year_desc',
  'Car_production_km_asc',
  'Car_production_created_at_desc',
];

const enc = encodeURIComponent;

/** 300 search query strings: 100 text, 50 typo, 60 facet, 40 deep page, 50 sorted. */
export function searchQueries() {
  const out = [];
  for (let i = 0; i < 100; i++) out.push(`query=${enc(TEXT[i % TEXT.length])}`);
  for (let i = 0; i < 50; i++) out.push(`query=${enc(TYPOS[i % TYPOS.length])}`);
  for (let i = 0; i < 60; i++) {
    const facet = FACETS[i % FACETS.length];
    out.push(i % 2 ? facet : `${facet}&query=${enc(TEXT[i % TEXT.length])}`);
  }
  for (let i = 0; i < 40; i++) out.push(`page=${2 + ((i * 37) % 900)}`);
  for (let i = 0; i < 50; i++) {
    const sort = SORTS[i % SORTS.length];
    out.push(i % 2 ? `sortBy=${sort}` : `sortBy=${sort}&${FACETS[i % FACETS.length]}`);
  }
  return out;
}

/** 300 autocomplete inputs: prefixes of the text and typo queries as one types them. */
export function autocompleteQueries() {
  const words = [...TEXT, ...TYPOS];
  const out = [];
  for (let i = 0; out.length < 300; i++) {
    const word = words[i % words.length];
    const length = 2 + (Math.floor(i / words.length) % Math.max(1, word.length - 1));
    out.push(`query=${enc(word.slice(0, length))}`);
  }
  return out;
}
