import { describe, expect, it } from 'vitest';
import { refreshJustPaidCar } from './refresh-just-paid-car';

const now = new Date('2026-11-29T01:00:00Z');
const paid = {
  status: 'paid' as const,
  refundDue: false,
  carId: 7,
  websiteId: 3,
  paidAt: new Date(now.getTime() - 5_000),
};

describe('refreshJustPaidCar', () => {
  it.each<[string, typeof paid | Record<string, unknown>, string[]]>([
    ['a car paid 5 s ago: its page and the site', paid, ['car:7', 'site:3']],
    ['paid 3 minutes ago: nothing', { ...paid, paidAt: new Date(now.getTime() - 180_000) }, []],
    ['not paid yet: nothing', { ...paid, status: 'held', paidAt: null }, []],
    ['money after the hold ended (no car held): nothing', { ...paid, refundDue: true }, []],
    ['a model deposit: nothing', { ...paid, carId: null }, []],
  ])('%s', (_name, reservation, tags) => {
    const seen: string[] = [];
    refreshJustPaidCar(reservation as typeof paid, now, (tag) => void seen.push(tag));
    expect(seen).toEqual(tags);
  });
});
