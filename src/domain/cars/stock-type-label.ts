import type { TCarType } from './types';

/** The stock type as shown to visitors: `used` reads `pre-owned`; new and demo read as they are. */
export function stockTypeLabel(carType: TCarType): string {
  return carType === 'used' ? 'pre-owned' : carType;
}
