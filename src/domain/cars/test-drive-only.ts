import type { TCarForRules } from './types';

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/**
 * A car the dealer offers only for test drives (tagged 'Test Drive Only', in any case): its sidebar offers only
 * Book a Test Drive, and its enquiries are test-drive-only ones. Its own module, so that the enquiry forms' code
 * does not carry the car actions' labels.
 */
export function isTestDriveOnly(car: Pick<TCarForRules, 'tag'>): boolean {
  return car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}
