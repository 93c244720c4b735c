import { describe, expect, it } from 'vitest';
import { DRIVE_AWAY_INCLUDES_TEXT, DRIVE_AWAY_LABEL, driveAwayPrice } from './drive-away';

describe('driveAwayPrice', () => {
  it.each([
    [35_990, 'AUD', '$35,990 drive away'],
    [42_000, 'NZD', '$42,000 drive away'],
  ] as const)('%d %s -> %s', (amount, currency, expected) => {
    expect(driveAwayPrice(amount, currency)).toBe(expected);
  });

  it('defaults to AUD', () => {
    expect(driveAwayPrice(9_990)).toBe('$9,990 drive away');
  });

  it('labels and explains the drive-away price', () => {
    expect(DRIVE_AWAY_LABEL).toBe('drive away');
    expect(DRIVE_AWAY_INCLUDES_TEXT).toBe(
      'Drive away price includes stamp duty, registration, CTP and dealer delivery.',
    );
  });
});
