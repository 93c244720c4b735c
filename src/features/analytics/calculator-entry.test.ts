import { describe, expect, it } from 'vitest';
import { calculatorEntry } from './calculator-entry';

describe('calculator entry', () => {
  it("the calculator carries id 26 and the buyer's inputs", () => {
    expect(
      calculatorEntry({ carId: 7, depositPercent: 20, balloonPercent: 0, termMonths: 36, weekly: 221.5 }),
    ).toEqual({
      event: 'calculator',
      event_id: 26,
      car_id: 7,
      deposit_percent: 20,
      balloon_percent: 0,
      term_months: 36,
      weekly: 221.5,
    });
  });
});
