import { describe, expect, it } from 'vitest';
import {
  isActiveHold,
  reservationTransition,
  type TReservationEvent,
  type TReservationStatus,
} from './reservation-transition';

describe('reservationTransition', () => {
  it.each<[TReservationStatus, TReservationEvent, ReturnType<typeof reservationTransition>]>([
    ['pending', 'succeeded', { status: 'paid', refundDue: false }],
    ['held', 'succeeded', { status: 'paid', refundDue: false }],
    ['expired', 'succeeded', { status: 'paid', refundDue: true }],
    ['cancelled', 'succeeded', { status: 'paid', refundDue: true }],
    ['failed', 'succeeded', { status: 'paid', refundDue: true }],
    ['paid', 'succeeded', null],
    ['refunded', 'succeeded', null],
    ['pending', 'processing', { status: 'held', refundDue: false }],
    ['held', 'processing', null],
    // Out of order: processing after succeeded leaves the payment alone.
    ['paid', 'processing', null],
    ['pending', 'payment_failed', { status: 'failed', refundDue: false }],
    ['held', 'payment_failed', { status: 'failed', refundDue: false }],
    ['paid', 'payment_failed', null],
    ['pending', 'cancel', { status: 'cancelled', refundDue: false }],
    ['paid', 'cancel', null],
    ['held', 'expire', { status: 'expired', refundDue: false }],
    ['failed', 'expire', null],
  ])('%s + %s → %j', (current, event, next) => {
    expect(reservationTransition(current, event)).toEqual(next);
  });
});

describe('isActiveHold', () => {
  it.each<[TReservationStatus, boolean]>([
    ['pending', true],
    ['held', true],
    ['paid', false],
    ['expired', false],
  ])('%s blocks the car: %s', (status, active) => {
    expect(isActiveHold(status)).toBe(active);
  });
});
