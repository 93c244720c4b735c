import { PhoneLink } from '@/ui/link/phone-link';
import { formatClockTime } from '@/domain/hours/format-clock-time';
import { locationContactPath } from '@/domain/locations/location-contact-path';
import { openingStatus } from '@/domain/hours/opening-status';
import { WEEKDAY_NAMES } from '@/domain/hours/weekdays';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { SiteLink } from '@/ui/link/site-link';
import { directionsUrl } from './directions-url';
import { HolidayHoursDialog } from './holiday-hours-dialog';
import { holidayLines } from './holiday-lines';
import { OpeningHoursList } from '@/ui/hours/opening-hours-list';

type TProps = {
  location: TSiteLocation;
  country: 'AU' | 'NZ';
  now: Date;
  /** Heading level inside the block. */
  headingLevel?: 'h2' | 'h3';
  /** Show every weekday instead of collapsing Mon-Fri. */
  fullHours?: boolean;
  /** Hide the contact button (on the location's own contact page). */
  hideContact?: boolean;
  /** A booking at this location ("Book a Service" to /service?location=…), in the card's buttons. */
  booking?: { href: string; label: string } | null;
  /** How far the location is from the visitor's postcode, when they gave one. */
  distanceKm?: number | null;
};

/** A location card: address, phone, open-now status, hours, holiday hours, Get Directions and Contact. */
export function LocationCard({
  location: l,
  country,
  now,
  headingLevel = 'h3',
  fullHours,
  hideContact,
  booking,
  distanceKm = null,
}: TProps) {
  const Heading = headingLevel;
  const status = openingStatus({ hours: l.hours, specialHours: l.special, now, timeZone: l.timezone });
  const holidays = holidayLines(l, now);
  return (
    <article className="bg-surface-alt rounded-theme border-line flex h-full flex-col gap-3 border p-5">
      <Heading className="text-xl font-bold">{l.name}</Heading>
      {distanceKm !== null && (
        <p className="font-semibold">
          {distanceKm < 1 ? 'Under 1 km away' : `${Math.round(distanceKm)} km away`}
        </p>
      )}
      <address className="not-italic">
        {l.street}
        <br />
        {l.city} {l.state} {l.postcode}
      </address>
      {l.phone && (
        <PhoneLink
          phone={l.phone}
          country={country}
          className="inline-block min-h-6 font-semibold underline"
        />
      )}
      <p className="font-semibold">
        {status.isOpen
          ? `Open now, closes ${formatClockTime(status.closesAt)}`
          : status.nextOpening
            ? `Closed now, opens ${WEEKDAY_NAMES[status.nextOpening.weekday]} ${formatClockTime(status.nextOpening.opensAt)}`
            : 'Closed now'}
      </p>
      <OpeningHoursList hours={l.hours} full={fullHours} />
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        {holidays.length > 0 && (
          <HolidayHoursDialog locationId={l.id} locationName={l.name} lines={holidays} />
        )}
        <a
          href={directionsUrl(l)}
          rel="noopener"
          data-directions={l.id}
          className="rounded-theme bg-primary text-primary-contrast inline-flex min-h-11 items-center px-4 py-2 font-semibold"
        >
          Get Directions<span className="sr-only"> to {l.name}</span>
        </a>
        {booking && (
          <SiteLink
            href={booking.href}
            className="rounded-theme bg-accent text-accent-contrast inline-flex min-h-11 items-center px-4 py-2 font-semibold"
          >
            {booking.label}
            <span className="sr-only"> at {l.name}</span>
          </SiteLink>
        )}
        {!hideContact && (
          <SiteLink
            href={locationContactPath(l.name)}
            className="rounded-theme bg-accent text-accent-contrast inline-flex min-h-11 items-center px-4 py-2 font-semibold"
          >
            Contact<span className="sr-only"> {l.name}</span>
          </SiteLink>
        )}
      </div>
    </article>
  );
}
