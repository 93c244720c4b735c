import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_ID_RANGE, ANALYTICS_EVENT_IDS, isPageViewEventId } from './analytics-events';

describe('ANALYTICS_EVENT_IDS', () => {
  it.each([
    ['newCarEnquiry', 14],
    ['usedCarEnquiry', 15],
    ['testDriveOnlyEnquiry', 17],
    ['defaultForm', 22],
    ['clickToCall', 25],
    ['calculator', 26],
    ['searchResultClick', 29],
    ['goToNextStep', 32],
    ['loginPopup', 35],
    ['requestCode', 36],
    ['signup', 37],
    ['existingLogin', 38],
    ['saveToWatchlist', 39],
    ['directions', 41],
  ] as const)('%s is %i', (name, id) => {
    expect(ANALYTICS_EVENT_IDS[name]).toBe(id);
  });

  it('names exactly the fourteen ids of the spec, all unique and inside 1-47, none a page view', () => {
    const ids = Object.values(ANALYTICS_EVENT_IDS);
    expect(ids).toHaveLength(14);
    expect(new Set(ids).size).toBe(14);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(ANALYTICS_EVENT_ID_RANGE.first);
      expect(id).toBeLessThanOrEqual(ANALYTICS_EVENT_ID_RANGE.last);
      expect(isPageViewEventId(id)).toBe(false);
    }
  });
});

describe('isPageViewEventId', () => {
  it.each([
    [0, false],
    [1, true],
    [7, true],
    [13, true],
    [14, false],
    [1.5, false],
    [-1, false],
  ])('%d -> %s', (id, expected) => {
    expect(isPageViewEventId(id)).toBe(expected);
  });
});
