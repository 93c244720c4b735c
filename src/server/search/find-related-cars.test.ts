import { describe, expect, it } from 'vitest';
import type { TSearchState } from '@/domain/search/types';
import { normaliseQuery } from '@/server/providers/search/normalise-query';
import { scoreStockText } from '@/server/providers/search/in-process/score-stock-text';
import { searchSiteStock } from '@/server/providers/search/in-process/search-site-stock';
import { stockOf } from '@/server/providers/search/in-process/stock-car.fixture';
import type { ISearchProvider } from '@/server/providers/search/types';
import { findRelatedCars } from './find-related-cars';

// The site's stock, searched as the in-process provider does (without typos; its scope is the site's dealerships).
const stock = stockOf(
  { make: 'Toyota', model: 'HiLux', body: 'Ute', price: 61000, carType: 'new' },
  { make: 'Toyota', model: 'HiLux', body: 'Ute', price: 38000 },
  { make: 'Toyota', model: 'Corolla', body: 'Hatch', price: 24000 },
  { make: 'Ford', model: 'Ranger', body: 'Ute', price: 45000 },
  { make: 'Kia', model: 'EV6', body: 'SUV', price: 72000 },
);
const searches: TSearchState[] = [];
const provider: ISearchProvider = {
  async search(_scope, state) {
    searches.push(state);
    const tokens = normaliseQuery(state.query);
    const scores = tokens.length
      ? scoreStockText(
          stock,
          tokens,
          tokens.map(() => new Map()),
        )
      : null;
    return searchSiteStock(stock, state, { site: null, refinements: state.refinements }, scores);
  },
  autocomplete: async () => ({ terms: [], cars: [] }),
};
const scope = { dealershipIds: [1], siteFilters: '' };
const related = async (refinements: TSearchState['refinements'], query = '') =>
  (await findRelatedCars(provider, scope, { query, page: 1, sortBy: null, refinements }, 3)).map(
    (h) => `${h.model} ${h.price}`,
  );

describe('findRelatedCars: cars like the ones a search found none of', () => {
  it('same model nearest the price, then the same make, then the same body', async () => {
    expect(
      await related({
        make: ['Toyota'],
        model: ['HiLux'],
        body: ['Ute'],
        price_range: ['30000-40000'],
        car_type: ['demo'],
      }),
    ).toEqual(['HiLux 38000', 'HiLux 61000', 'Corolla 24000']);
    expect(await related({ body: ['Ute'], price_range: ['40000-50000'], year: ['2001'] })).toEqual([
      'Ranger 45000',
      'HiLux 38000',
      'HiLux 61000',
    ]);
  });

  it('the text alone when the filters found nothing with it', async () => {
    expect(await related({ car_type: ['demo'] }, 'ev6')).toEqual(['EV6 72000']);
  });

  it('nothing (and no search) when the search names no make, model, body or text with filters', async () => {
    searches.length = 0;
    expect(await related({ car_type: ['demo'], year: ['2001'] })).toEqual([]);
    expect(searches).toEqual([]);
  });
});
