import Link from 'next/link';
import type { TEnquiryCar } from './enquiry-props.types';

/** Which car a form away from the car's page is about (/contact?car=…), with a link back to it. */
export function EnquiryCarSummary({ car, sold }: { car: TEnquiryCar; sold: boolean }) {
  return (
    <div className="rounded-theme border-line bg-surface-alt mb-4 flex flex-col gap-1 border p-4">
      <p>
        Your enquiry is about the{' '}
        <Link href={`/cars/${car.slug}`} className="font-semibold underline underline-offset-2">
          {car.name}
        </Link>
        <span className="text-ink-muted"> (stock number {car.stocknum})</span>.
      </p>
      {sold && <p className="font-semibold">This car has been sold. We can help you find a similar one.</p>}
    </div>
  );
}
