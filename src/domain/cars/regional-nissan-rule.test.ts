import { describe, expect, it } from 'vitest';
import { appliesRegionalNissanRule, regionalNissanPriceNote } from './regional-nissan-rule';
import type { TCarType } from './types';

describe('appliesRegionalNissanRule and regionalNissanPriceNote', () => {
  it.each<[TCarType, string, boolean, boolean]>([
    ['new', 'Nissan', true, true],
    ['demo', 'Nissan', true, true],
    ['used', 'Nissan', true, false],
    ['new', 'NISSAN', true, true],
    ['demo', ' nissan ', true, true],
    ['new', 'Toyota', true, false],
    ['new', 'Nissan Motor', true, false],
    ['new', 'Nissan', false, false],
    ['demo', 'Nissan', false, false],
  ])('%s %j, regional flag %s -> %s', (carType, make, regionalNissan, applies) => {
    const car = { carType, make };
    expect(appliesRegionalNissanRule(car, { regionalNissan })).toBe(applies);
    expect(regionalNissanPriceNote(car, { regionalNissan })).toBe(
      applies ? 'Drive away price includes regional delivery charges.' : null,
    );
  });
});
