import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';

/** The key facts of a car as a description list; facts the car lacks are left out. */
export function CarSpecs({ car }: { car: TCarWithImages }) {
  const facts: [string, string | null][] = [
    ['Year', String(car.year)],
    ['Kilometres', `${formatWholeNumber(car.km)} km`],
    ['Body', car.body],
    ['Transmission', car.transmission],
    ['Drivetrain', car.drivetrain],
    ['Doors', car.doors === null ? null : String(car.doors)],
    ['Seats', car.seats === null ? null : String(car.seats)],
    ['Fuel', car.fuelType],
    ['Colour', car.colour],
    ['Location', [car.city, car.state].filter(Boolean).join(', ') || null],
    ['Stock number', car.stocknum],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
