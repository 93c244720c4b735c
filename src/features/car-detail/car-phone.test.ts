import { describe, expect, it } from 'vitest';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { carPhone } from './car-phone';

const where = { dealershipSlug: 'parramatta', location: { phone: '02 9111 1111' } } as TCarLocation;

describe('carPhone', () => {
  it("prefers the car's stored location phone", () => {
    expect(carPhone({ locationPhone: '02 9222 2222' }, where)).toBe('02 9222 2222');
  });

  it("falls back to its location's phone, then to none", () => {
    expect(carPhone({ locationPhone: null }, where)).toBe('02 9111 1111');
    expect(carPhone({ locationPhone: null }, null)).toBeNull();
  });
});
