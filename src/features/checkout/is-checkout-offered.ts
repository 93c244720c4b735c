import { isTestDriveOnly } from '@/domain/cars/test-drive-only';
import { isCheckoutButtonShown } from '@/domain/cars/is-checkout-button-shown';

type TCar = Parameters<typeof isCheckoutButtonShown>[0] & { tag: string | null };

/**
 * Whether a car is offered for online payment: isCheckoutButtonShown (spec 5), except a Test Drive Only car,
 * which shows only Book a Test Drive (spec 4), on its page, its card and its checkout address alike.
 */
export function isCheckoutOffered(car: TCar, flags: Parameters<typeof isCheckoutButtonShown>[1]): boolean {
  return isCheckoutButtonShown(car, flags) && !isTestDriveOnly(car);
}
