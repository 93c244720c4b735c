import { isTestDriveOnly } from './test-drive-only';
import type { TCarForRules } from './types';

export const CAR_ACTIONS = [
  'enquire',
  'get-finance',
  'trade-in-valuation',
  'got-a-question',
  'reserve-car-now',
  'book-a-test-drive',
  'phone-reveal',
  'find-me-something-similar',
] as const;

export type TCarAction = (typeof CAR_ACTIONS)[number];

/** Button labels of the car actions; the phone reveal is a card showing the masked number, not a label. */
export const CAR_ACTION_LABELS: Record<Exclude<TCarAction, 'phone-reveal'>, string> = {
  enquire: 'Enquire',
  'get-finance': 'Get Finance',
  'trade-in-valuation': 'Trade-In Valuation',
  'got-a-question': 'Got a Question?',
  'reserve-car-now': 'Reserve Car Now',
  'book-a-test-drive': 'Book a Test Drive',
  'find-me-something-similar': 'Find Me Something Similar',
};

const SIDEBAR: readonly TCarAction[] = [
  'enquire',
  'get-finance',
  'trade-in-valuation',
  'got-a-question',
  'reserve-car-now',
  'book-a-test-drive',
  'phone-reveal',
];

/**
 * The actions a car's detail sidebar offers, in display order. A sold (unavailable) car offers only
 * Find Me Something Similar, even when tagged Test Drive Only; a Test Drive Only car offers only Book a
 * Test Drive; any other car offers the full sidebar, without Reserve Car Now when the car is already
 * reserved or not reservable. Checkout is a separate rule (isCheckoutButtonShown).
 */
export function carActions(
  car: Pick<TCarForRules, 'sold' | 'tag'> & Partial<Pick<TCarForRules, 'reserved' | 'reservable'>>,
): readonly TCarAction[] {
  if (car.sold) return ['find-me-something-similar'];
  if (isTestDriveOnly(car)) return ['book-a-test-drive'];
  if (car.reserved || car.reservable === false) return SIDEBAR.filter((a) => a !== 'reserve-car-now');
  return SIDEBAR;
}
