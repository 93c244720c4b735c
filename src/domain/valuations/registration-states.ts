/** The states and territories that register vehicles in Australia, as a plate's state is written. */
export const AU_REGISTRATION_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** New Zealand registers vehicles nationally: its one "state". */
export const NZ_REGISTRATION_STATE = 'NZ';

/**
 * Where a plate can be from on a site of that country: an Australian state or territory, or New Zealand
 * alone (a form with one option hides the choice and sends it).
 */
export function registrationStates(country: 'AU' | 'NZ'): readonly string[] {
  return country === 'NZ' ? [NZ_REGISTRATION_STATE] : AU_REGISTRATION_STATES;
}
