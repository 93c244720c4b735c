import { ANALYTICS_EVENT_IDS } from '../constants/analytics-events';
import { isTestDriveOnly } from '../cars/test-drive-only';
import type { TCarForRules } from '../cars/types';

export type TEnquiryKind = 'general' | 'test-drive' | 'photo-request' | 'question';
type TEnquiryCar = Pick<TCarForRules, 'carType' | 'tag'>;

/**
 * The lead category of an enquiry (also the /success?category= value): a car's general enquiry is a New
 * or Used Vehicle Enquiry by its type (demo cars are sold as used); the other forms name themselves.
 * A caller's own category (e.g. 'Service Booking' on /service) wins.
 */
export function enquiryCategory(kind: TEnquiryKind, car?: TEnquiryCar | null, override?: string): string {
  if (override) return override;
  if (kind === 'test-drive') return 'Test Drive';
  if (kind === 'photo-request') return 'Photo Request';
  if (kind === 'question') return 'Question';
  if (!car) return 'General Enquiry';
  return car.carType === 'new' ? 'New Vehicle Enquiry' : 'Used Vehicle Enquiry';
}

/**
 * The analytics event an enquiry fires: a Test Drive Only car's enquiry 17; a car enquiry 14 (new) or 15
 * (used or demo); any other form 22 (the default form).
 */
export function enquiryEventId(car?: TEnquiryCar | null): number {
  if (!car) return ANALYTICS_EVENT_IDS.defaultForm;
  if (isTestDriveOnly(car)) return ANALYTICS_EVENT_IDS.testDriveOnlyEnquiry;
  return car.carType === 'new' ? ANALYTICS_EVENT_IDS.newCarEnquiry : ANALYTICS_EVENT_IDS.usedCarEnquiry;
}

/**
 * The enquiry form a category asks for, as /contact?category=… shows it (a car page's action without
 * JavaScript): Test Drive, Photo Request and Question have their own forms; anything else the general one.
 */
export function enquiryKindOfCategory(category: string | null | undefined): TEnquiryKind {
  if (category === 'Test Drive') return 'test-drive';
  if (category === 'Photo Request') return 'photo-request';
  if (category === 'Question') return 'question';
  return 'general';
}
