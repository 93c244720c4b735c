import { isFinanceEstimateShown } from '@/domain/cars/is-finance-estimate-shown';
import { carRepaymentEstimate } from '@/domain/finance/car-repayment-estimate';
import type { TFinanceLayout } from '@/domain/finance/finance-layouts';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import { formatPrice, type TCurrency } from '@/domain/price/format-price';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';

/** One cell of the compare table: a line of text, or a list (features), with small print under it (finance). */
export type TCompareCell = { text: string; list?: string[]; note?: string };

export type TCompareRow = { label: string; cells: TCompareCell[] };

const NOT_STATED = '—';

function priceCell(car: TCarWithImages, currency: TCurrency): TCompareCell {
  if (car.price === null || car.price <= 0) return { text: 'Enquire for price' };
  return { text: `${formatPrice(car.price, currency)} drive away` };
}

/** The weekly repayment by the site's one finance rule (the same figure as on the car's card and page). */
function repaymentCell(
  car: TCarWithImages,
  currency: TCurrency,
  layout: TFinanceLayout | null,
): TCompareCell {
  if (!layout || car.price === null || !isFinanceEstimateShown(car)) return { text: NOT_STATED };
  const estimate = carRepaymentEstimate({ ...car, price: car.price }, layout, currency);
  if (!estimate) return { text: NOT_STATED };
  const { disclosure } = estimate;
  return {
    text: `${formatWeeklyRepayment(estimate.weekly, currency)} · ${disclosure.label} ${disclosure.rate}`,
    note: `${estimate.basis} ${disclosure.example} ${disclosure.warning} ${disclosure.disclaimer}`,
  };
}

const text = (value: string | null | undefined): TCompareCell => ({ text: value || NOT_STATED });

/**
 * The rows of the compare table, one cell per car in the order given: drive-away price, weekly repayment, year,
 * kilometres, body, fuel, transmission, location and features (a fact a car lacks reads as a dash).
 */
export function compareRows(
  cars: TCarWithImages[],
  currency: TCurrency,
  finance: TFinanceLayout | null,
): TCompareRow[] {
  return [
    { label: 'Drive-away price', cells: cars.map((car) => priceCell(car, currency)) },
    { label: 'Weekly repayment', cells: cars.map((car) => repaymentCell(car, currency, finance)) },
    { label: 'Year', cells: cars.map((car) => text(String(car.year))) },
    { label: 'Kilometres', cells: cars.map((car) => text(`${formatWholeNumber(car.km)} km`)) },
    { label: 'Body', cells: cars.map((car) => text(car.body)) },
    { label: 'Fuel', cells: cars.map((car) => text(car.fuelType ?? car.simpleFuel)) },
    { label: 'Transmission', cells: cars.map((car) => text(car.transmission)) },
    {
      label: 'Location',
      cells: cars.map((car) => text([car.city, car.state].filter(Boolean).join(', '))),
    },
    {
      label: 'Features',
      cells: cars.map((car) =>
        car.features.length > 0 ? { text: '', list: car.features } : { text: NOT_STATED },
      ),
    },
  ];
}
