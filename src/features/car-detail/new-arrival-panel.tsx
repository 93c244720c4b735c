import { EnquiryButton } from '@/features/enquiry/enquiry-button';
import type { TEnquiryCar, TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import type { TAwaitingPhotosWording } from '@/domain/cars/awaiting-photos-wording';

type TProps = { site: TEnquirySite; car: TEnquiryCar; wording: TAwaitingPhotosWording };

/**
 * Shown instead of photos while a car has only the placeholder image: a new arrival within 8 days,
 * after that the Request Photos offer alone (awaitingPhotosWording).
 */
export function NewArrivalPanel({ site, car, wording }: TProps) {
  return (
    <section
      aria-labelledby="new-arrival-heading"
      className="rounded-theme bg-surface-alt flex aspect-[3/2] flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h2 id="new-arrival-heading" className="text-2xl font-bold">
        {wording.heading}
      </h2>
      <p className="text-ink-muted max-w-md">{wording.text}</p>
      <div className="w-full max-w-xs">
        <EnquiryButton
          site={site}
          car={car}
          kind="photo-request"
          label="Request Photos"
          title="Request photos"
          variant="primary"
        />
      </div>
    </section>
  );
}
