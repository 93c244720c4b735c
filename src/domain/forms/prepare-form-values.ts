import type { TFormValues } from './types';

/** Keys ending in this are ticked extras (`Window Tint_check_option: true`), gathered into additional_services. */
export const CHECK_OPTION_MARKER = '_check_option';

/** Keys ending in this only drive a radio group's UI and are never sent. */
export const RADIO_HELPER_SUFFIX = '_radio_helper';

/**
 * The values as sent: radio helper keys dropped; check-option keys removed and the names of the ticked
 * ones (the key without the marker, in form order) put in `additional_services`, which is left out
 * when none is ticked. Other keys pass through unchanged.
 */
export function prepareFormValues(values: TFormValues): Record<string, unknown> {
  const prepared: Record<string, unknown> = {};
  const services: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith(RADIO_HELPER_SUFFIX)) continue;
    if (key.endsWith(CHECK_OPTION_MARKER)) {
      if (value) services.push(key.slice(0, -CHECK_OPTION_MARKER.length));
      continue;
    }
    prepared[key] = value;
  }
  if (services.length > 0) prepared.additional_services = services;
  return prepared;
}
