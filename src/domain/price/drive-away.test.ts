import { describe, expect, it } from 'vitest';
import { DRIVE_AWAY_INCLUDES_TEXT, driveAwayIncludesText } from './drive-away';

describe('driveAwayIncludesText', () => {
  it('explains it for the country: no stamp duty or CTP in New Zealand', () => {
    expect(driveAwayIncludesText('AU')).toBe(DRIVE_AWAY_INCLUDES_TEXT);
    expect(driveAwayIncludesText('NZ')).toBe(
      'Drive away price includes GST, registration and licensing, a current WoF and dealer delivery.',
    );
    expect(driveAwayIncludesText('NZ')).not.toMatch(/stamp duty|CTP/);
  });
});
