import { normalisePhone } from '../phone/normalise-phone';
import { driveAwayIncludesText } from '../price/drive-away';
import { isAuPostcodeOfState, AU_STATES } from './au-postcode-state';
import { digitsOf, isValidAbn, isValidNzbn } from './business-numbers';

export type TCountry = 'AU' | 'NZ';

/** A number a dealership must hold in its country: its label, an example, and the check it must pass. */
export type TNumberRule = {
  label: string;
  hint: string;
  message: string;
  normalise: (v: string) => string;
  isValid: (v: string) => boolean;
};

export type TCountryRules = {
  name: string;
  currency: 'AUD' | 'NZD';
  /** How the site words the tax in its prices. */
  gst: string;
  driveAwayIncludes: string;
  /** The IANA time zones a site of the country may keep, labelled by the places they cover. */
  timeZones: readonly { value: string; label: string }[];
  region: { label: string; options: readonly string[] };
  suburbLabel: string;
  postcode: { hint: string; error: (postcode: string, region: string) => string | undefined };
  phone: { hint: string; isValid: (phone: string) => boolean };
  /** The dealer's licence to trade: AU a state dealer (LMCT) licence, NZ the Motor Vehicle Traders Register. */
  licence: TNumberRule;
  /** The business number: AU an ABN, NZ an NZBN, each with its check digits. */
  businessNumber: TNumberRule;
};

const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
] as const;

const compactUpper = (v: string) => v.replace(/\s+/g, '').toUpperCase();
const fourDigits = /^\d{4}$/;

const AU: TCountryRules = {
  name: 'Australia',
  currency: 'AUD',
  gst: 'Prices include GST (10%).',
  driveAwayIncludes: driveAwayIncludesText('AU'),
  timeZones: [
    { value: 'Australia/Sydney', label: 'Sydney, Canberra (NSW, ACT)' },
    { value: 'Australia/Melbourne', label: 'Melbourne (VIC)' },
    { value: 'Australia/Brisbane', label: 'Brisbane (QLD)' },
    { value: 'Australia/Adelaide', label: 'Adelaide (SA)' },
    { value: 'Australia/Darwin', label: 'Darwin (NT)' },
    { value: 'Australia/Perth', label: 'Perth (WA)' },
    { value: 'Australia/Hobart', label: 'Hobart (TAS)' },
    { value: 'Australia/Broken_Hill', label: 'Broken Hill (NSW)' },
    { value: 'Australia/Eucla', label: 'Eucla (WA)' },
    { value: 'Australia/Lord_Howe', label: 'Lord Howe Island' },
  ],
  region: { label: 'State or territory', options: AU_STATES },
  suburbLabel: 'Suburb',
  postcode: {
    hint: '4 digits, of the state chosen (e.g. 2150 in NSW).',
    error: (postcode, state) =>
      !fourDigits.test(postcode)
        ? 'must be 4 digits'
        : AU_STATES.includes(state as (typeof AU_STATES)[number]) && !isAuPostcodeOfState(postcode, state)
          ? `is not a postcode of ${state}`
          : undefined,
  },
  phone: {
    hint: 'e.g. 02 9630 1200, 0412 345 678, 1300 123 456 or 13 12 34',
    isValid: (phone) => /^(?:0[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/.test(normalisePhone(phone)),
  },
  licence: {
    label: 'Motor dealer licence (LMCT) number',
    hint: 'As the state licensed it, e.g. MD 012345 (NSW) or LMCT 12345 (VIC).',
    message: 'must be letters and digits, 3 to 20 characters',
    normalise: (v) => v.trim().replace(/\s+/g, ' ').toUpperCase(),
    isValid: (v) => /^(?=.*\d)[A-Z0-9 -]{3,20}$/.test(v),
  },
  businessNumber: {
    label: 'ABN',
    hint: '11 digits, e.g. 51 824 753 556.',
    message: 'is not valid: check its 11 digits',
    normalise: digitsOf,
    isValid: isValidAbn,
  },
};

const NZ: TCountryRules = {
  name: 'New Zealand',
  currency: 'NZD',
  gst: 'Prices include GST (15%).',
  driveAwayIncludes: driveAwayIncludesText('NZ'),
  timeZones: [
    { value: 'Pacific/Auckland', label: 'New Zealand (Auckland, Wellington, Christchurch)' },
    { value: 'Pacific/Chatham', label: 'Chatham Islands' },
  ],
  region: { label: 'Region', options: NZ_REGIONS },
  suburbLabel: 'Suburb or town',
  postcode: {
    hint: '4 digits, e.g. 8011.',
    error: (postcode) => (fourDigits.test(postcode) ? undefined : 'must be 4 digits'),
  },
  phone: {
    hint: 'e.g. 03 379 1234, 021 234 5678 or 0800 123 456',
    isValid: (phone) => /^0[2-9]\d{7,9}$/.test(normalisePhone(phone)),
  },
  licence: {
    label: 'Motor vehicle trader registration number',
    hint: 'M and 6 digits, as on the Motor Vehicle Traders Register, e.g. M123456.',
    message: 'must be M and 6 digits, e.g. M123456',
    normalise: compactUpper,
    isValid: (v) => /^M\d{6}$/.test(v),
  },
  businessNumber: {
    label: 'NZBN',
    hint: '13 digits starting 94, e.g. 9429041234563.',
    message: 'is not valid: check its 13 digits',
    normalise: digitsOf,
    isValid: isValidNzbn,
  },
};

/**
 * What a site's country sets: its currency and GST wording, the time zones it may keep, how an address, a phone
 * number and a postcode are written and checked there, and which licence and business numbers a dealership holds.
 */
export function countryRules(country: TCountry): TCountryRules {
  return country === 'NZ' ? NZ : AU;
}

/** Whether a time zone is one of the country's. */
export function isTimeZoneOf(country: TCountry, timeZone: string): boolean {
  return countryRules(country).timeZones.some((z) => z.value === timeZone);
}
