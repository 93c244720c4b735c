/** What a drive-away price includes in Australia (COMPLIANCE.md, ACL s48). */
export const DRIVE_AWAY_INCLUDES_TEXT =
  'Drive away price includes stamp duty, registration, CTP and dealer delivery.';

/**
 * What it includes in New Zealand, which has no stamp duty or CTP: GST (the Fair Trading Act's price is the
 * full price), registration and licensing, a current Warrant of Fitness and dealer delivery.
 */
export const NZ_DRIVE_AWAY_INCLUDES_TEXT =
  'Drive away price includes GST, registration and licensing, a current WoF and dealer delivery.';

/** The drive-away explanation for the site's country. */
export function driveAwayIncludesText(country: 'AU' | 'NZ'): string {
  return country === 'NZ' ? NZ_DRIVE_AWAY_INCLUDES_TEXT : DRIVE_AWAY_INCLUDES_TEXT;
}
