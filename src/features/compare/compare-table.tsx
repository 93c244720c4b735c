import Link from 'next/link';
import { compareHref } from '@/domain/compare/compare-list';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { ServerImage } from '@/ui/media/server-image';
import type { TCompareRow } from './compare-rows';

type TProps = { cars: TCarWithImages[]; rows: TCompareRow[] };

const STICKY = 'bg-surface sticky left-0 z-10 border-line border-r';

function photoOf(car: TCarWithImages): string | null {
  return car.images.find((i) => i.url !== PLACEHOLDER_IMAGE_URL)?.url ?? car.primaryImageUrl;
}

/**
 * The cars side by side, one column each, in a box of its own that scrolls sideways on a narrow screen while the
 * row names stay put (a sticky first column); focusable, so a keyboard can scroll it too.
 */
export function CompareTable({ cars, rows }: TProps) {
  const slugs = cars.map((car) => car.slug);
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      data-compare-box
      className="border-line rounded-theme mt-6 max-w-full overflow-x-auto border focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          The cars compared, side by side
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${STICKY} w-32 p-3 align-bottom`}>
              <span className="sr-only">Car</span>
            </th>
            {cars.map((car) => {
              const photo = photoOf(car);
              return (
                <th key={car.id} scope="col" className="min-w-56 p-3 align-top font-normal">
                  <div className="bg-surface-alt rounded-theme relative aspect-[3/2] overflow-hidden">
                    {photo && (
                      <ServerImage
                        src={photo}
                        alt=""
                        fill
                        sizes="(min-width: 1024px) 20vw, 60vw"
                        className="object-cover"
                        unoptimized={!isOptimisableImage(photo)}
                      />
                    )}
                  </div>
                  <p className="mt-2 text-base font-semibold">
                    <Link href={`/cars/${car.slug}`} className="underline underline-offset-4">
                      {car.name}
                    </Link>
                  </p>
                  {(car.sold || car.reserved) && (
                    <p className="font-semibold">{car.sold ? 'Sold' : 'Reserved'}</p>
                  )}
                  <Link
                    href={compareHref(slugs.filter((s) => s !== car.slug))}
                    className="text-ink-muted inline-flex min-h-6 items-center underline underline-offset-4"
                    aria-label={`Remove the ${car.name} from the comparison`}
                  >
                    Remove
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-line border-t">
              <th scope="row" className={`${STICKY} p-3 align-top font-semibold`}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td key={cars[i]!.id} className="p-3 align-top">
                  {cell.list ? (
                    <ul className="list-disc pl-4">
                      {cell.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className={row.label === 'Drive-away price' ? 'text-lg font-bold' : ''}>
                      {cell.text}
                    </span>
                  )}
                  {cell.note && <p className="text-ink-muted mt-1 text-xs">{cell.note}</p>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
