import { describe, expect, it } from 'vitest';
import { modelStockLink } from './model-stock-href';

const SEARCH = '/search/new-used-and-demo-cars/';

describe('modelStockLink', () => {
  it("searches for the model as the site's stock names it", () => {
    expect(modelStockLink('Hyundai ', 'IONIQ 5', SEARCH, ['Ioniq 5', 'Tucson'])).toEqual({
      href: `${SEARCH}?refinementList[make][]=Hyundai&refinementList[model][]=Ioniq%205`,
      label: 'View IONIQ 5 stock',
    });
    expect(modelStockLink('Polaris', 'RZR XP 1000', SEARCH, ['RZR', 'Ranger']).href).toBe(
      `${SEARCH}?refinementList[make][]=Polaris&refinementList[model][]=RZR`,
    );
  });

  it("offers the make's stock, saying so, when none of the model is in stock", () => {
    expect(modelStockLink('Club Car', 'Carryall 502', SEARCH, ['Onward', 'Tempo'])).toEqual({
      href: `${SEARCH}?refinementList[make][]=Club%20Car`,
      label: 'View all Club Car stock',
    });
  });
});
