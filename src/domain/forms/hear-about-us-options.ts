/** Where the visitor heard about the dealer (asked by some dealers), in the spec's order. */
export const HEAR_ABOUT_US_OPTIONS = [
  'Facebook Marketplace',
  'Facebook',
  'Instagram',
  'Google',
  'Word of Mouth',
  'Car Sales',
  'Repeat Customer',
  'Other',
] as const;
