import { describe, expect, it } from 'vitest';
import { hoursText } from './hours-text';

describe('hoursText', () => {
  it.each([
    ['8:30 am - 5:30 pm', '8:30\u00a0am - 5:30\u00a0pm'],
    [' 9:00 AM - 1:00 PM ', '9:00\u00a0AM - 1:00\u00a0PM'],
    ['8 am – 12 pm', '8\u00a0am – 12\u00a0pm'],
    ['9:00 a.m. - 5:00 p.m.', '9:00\u00a0a.m. - 5:00\u00a0p.m.'],
    ['Closed', 'Closed'],
    ['By appointment', 'By appointment'],
    ['08:30 - 17:30', '08:30 - 17:30'],
    ['open 7 ampm days', 'open 7 ampm days'],
  ])('%j -> %j', (text, shown) => {
    expect(hoursText(text)).toBe(shown);
  });
});
