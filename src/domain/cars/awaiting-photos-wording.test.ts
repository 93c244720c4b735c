import { describe, expect, it } from 'vitest';
import { awaitingPhotosWording } from './awaiting-photos-wording';

const now = new Date('2026-11-25T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('awaitingPhotosWording', () => {
  it.each<[string, Date, boolean]>([
    ['arrived today', daysAgo(0), true],
    ['7 days and 23 hours ago', new Date(daysAgo(8).getTime() + 60 * 60 * 1000), true],
    ['exactly 8 days ago', daysAgo(8), false],
    ['months ago', daysAgo(120), false],
  ])('%s: new arrival %s', (_case, createdAt, newArrival) => {
    const wording = awaitingPhotosWording(createdAt, now);
    expect(wording.newArrival).toBe(newArrival);
    const says = `${wording.heading} ${wording.text}`;
    if (newArrival) {
      expect(says).toContain('New arrival');
      expect(says).toContain('only just arrived');
    } else {
      expect(says).not.toMatch(/new arrival|just arrived|being prepared/i);
      expect(wording.heading).toBe('Request photos of this car');
    }
  });
});
