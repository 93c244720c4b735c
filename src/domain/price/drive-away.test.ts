import { describe, expect, it } from 'vitest';
import {
  DRIVE_AWAY_INCLUDES_TEXT,
  DRIVE_AWAY_LABEL,
  driveAwayIncludesText,
  driveAwayPrice,
} from './drive-away';

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

  it('explains it for the country: no stamp duty or CTP in New Zealand', () => {
    expect(driveAwayIncludesText('AU')).toBe(DRIVE_AWAY_INCLUDES_TEXT);
    expect(driveAwayIncludesText('NZ')).toBe(
      'Drive away price includes GST, registration and licensing, a current WoF and dealer delivery.',
    );
    expect(driveAwayIncludesText('NZ')).not.toMatch(/stamp duty|CTP/);
  });
});
