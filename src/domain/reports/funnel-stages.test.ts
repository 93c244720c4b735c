import { describe, expect, it } from 'vitest';
import { reachedStages } from './funnel-stages';

describe('the funnel stages a lead reached (its status ever that stage or a later one)', () => {
  it.each([
    [['new'], false, false],
    [['new', 'contacted', 'lost'], false, false],
    [['new', 'appointment'], true, false],
    [['new', 'appointment', 'lost'], true, false],
    [['new', 'sold'], true, true],
    [['spam'], false, false],
    [[], false, false],
  ])('%j: appointment %s, sold %s', (statuses, appointment, sold) => {
    expect(reachedStages(statuses)).toEqual({ appointment, sold });
  });
});
