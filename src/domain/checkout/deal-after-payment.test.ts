import { describe, expect, it } from 'vitest';
import { dealActions, refundMethod, refundReleasesCar } from './deal-after-payment';
import type { TReservationStatus } from './reservation-transition';

const deal = (status: TReservationStatus, refundDue = false, hasCar = true) => ({
  status,
  refundDue,
  hasCar,
});

describe('dealActions', () => {
  it.each<[string, ReturnType<typeof deal>, string[]]>([
    ['a paid car: sell, release or refund', deal('paid'), ['sold', 'release', 'refund']],
    ['money after the hold ended: refund only', deal('paid', true), ['refund']],
    ['a model deposit (no car): refund only', deal('paid', false, false), ['refund']],
    ['released: refund only', deal('released'), ['refund']],
    ['a refund under way: finish it', deal('refunding'), ['refund']],
    ['sold: nothing', deal('sold'), []],
    ['refunded: nothing', deal('refunded'), []],
    ['a hold not paid: nothing', deal('held'), []],
    ['expired: nothing', deal('expired'), []],
  ])('%s', (_name, given, expected) => {
    expect(dealActions(given)).toEqual(expected);
  });
});

describe('refundMethod', () => {
  it.each([
    ['stripe', 'processor'],
    ['demo', 'processor'],
    ['till', 'by_hand'],
    ['st_george', 'by_hand'],
    ['offline', 'by_hand'],
  ])('%s → %s', (processor, method) => {
    expect(refundMethod(processor)).toBe(method);
  });
});

describe('refundReleasesCar', () => {
  it.each<[string, ReturnType<typeof deal>, boolean]>([
    ['the payment holding the car', deal('paid'), true],
    ['a refund under way, finished', deal('refunding'), true],
    ['money after the hold ended', deal('paid', true), false],
    ['a car already released', deal('released'), false],
    ['a model deposit', deal('paid', false, false), false],
  ])('%s: %s', (_name, given, expected) => {
    expect(refundReleasesCar(given)).toBe(expected);
  });
});
