import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { maskPhoneForReveal } from '@/domain/phone/mask-phone-for-reveal';
import { telHref } from '@/domain/phone/tel-href';

type TProps = {
  phone: string;
  country: 'AU' | 'NZ';
  /** The tracking call's fields (spec: car_id, dealership_id, website_id). */
  track: { car_id: number; dealership_id: number; website_id: number };
  label?: string;
};

/**
 * The phone-reveal card: the number masked after its first 5 characters until "Show number" is tapped, then the
 * full number as a tel: link whose click fires event 25 (click to call, with this car's id: SiteTrackers).
 * A native disclosure, so the tap works the moment it is visible, before any script and without JavaScript; the
 * early controls script sends the reveal's tracking call (car_phone_call) once, and the button is gone once the
 * number shows, so a double click cannot send it twice.
 */
export function PhoneReveal({ phone, country, track, label = 'Call the dealer' }: TProps) {
  const display = formatPhoneForDisplay(phone, country);
  return (
    <section
      aria-labelledby="phone-reveal-heading"
      className="rounded-theme border-line bg-surface-alt flex flex-col gap-2 border p-4"
    >
      <h2 id="phone-reveal-heading" className="font-semibold">
        {label}
      </h2>
      <details data-early="phone-reveal" data-track={JSON.stringify(track)} className="group">
        <summary className="rounded-theme border-ink text-ink bg-surface flex min-h-11 cursor-pointer list-none items-baseline gap-2 border-2 px-4 py-2 text-left font-semibold group-open:hidden [&::-webkit-details-marker]:hidden">
          <span className="text-lg tracking-wide">{maskPhoneForReveal(display)}</span>
          <span className="text-sm">Show number</span>
        </summary>
        <a
          href={telHref(phone)}
          data-car-id={track.car_id}
          className="text-ink text-xl font-bold underline underline-offset-4"
        >
          {display}
        </a>
      </details>
    </section>
  );
}
