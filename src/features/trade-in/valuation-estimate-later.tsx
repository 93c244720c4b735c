import { lazy, type ComponentProps, type ComponentType } from 'react';
import { loadLater } from '@/ui/lazy/load-later';
import type { ValuationEstimate } from './valuation-estimate';

// The estimate's code loads when the form is first used (with the code that sends it), not with the page: it
// shows only after a valuation with an estimate came back, and a buyer who only reads the page never loads it.
const loadValuationEstimate = loadLater(() => import('./valuation-estimate'));

/**
 * Loads the estimate's code: true once it is there, false when it cannot load (the form then goes to /success,
 * as for a valuation without an estimate, since the request is already recorded).
 */
export function preloadValuationEstimate(): Promise<boolean> {
  return loadValuationEstimate().then(
    () => true,
    () => false,
  );
}

/** ValuationEstimate, loaded when first needed; render it once preloadValuationEstimate answered true. */
export const ValuationEstimateLater = lazy<ComponentType<ComponentProps<typeof ValuationEstimate>>>(() =>
  loadValuationEstimate().then((module) => ({ default: module.ValuationEstimate })),
);
