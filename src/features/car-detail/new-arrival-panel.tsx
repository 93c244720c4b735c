import { EnquiryButton } from '@/features/enquiry/enquiry-button';
import type { TEnquiryCar, TEnquirySite } from '@/features/enquiry/enquiry-props.types';

/** Shown instead of photos while a car has only the placeholder image: a new arrival, with Request Photos. */
export function NewArrivalPanel({ site, car }: { site: TEnquirySite; car: TEnquiryCar }) {
  return (
    <section
      aria-labelledby="new-arrival-heading"
      className="rounded-theme bg-surface-alt flex aspect-[3/2] flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h2 id="new-arrival-heading" className="text-2xl font-bold">
        New arrival: photos coming soon
      </h2>
      <p className="text-ink-muted max-w-md">
        This car has only just arrived and is being prepared. Ask us and we will send you photos as soon as
        they are taken.
      </p>
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
