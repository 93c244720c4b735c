import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDataLayerEvent } from './data-layer';

/** The calculator event (26): a buyer worked out a repayment with their own deposit, term and final payment. */
export function calculatorEntry(input: {
  carId: number;
  depositPercent: number;
  balloonPercent: number;
  termMonths: number;
  weekly: number;
}): TDataLayerEvent {
  return {
    event: 'calculator',
    event_id: ANALYTICS_EVENT_IDS.calculator,
    car_id: input.carId,
    deposit_percent: input.depositPercent,
    balloon_percent: input.balloonPercent,
    term_months: input.termMonths,
    weekly: input.weekly,
  };
}
