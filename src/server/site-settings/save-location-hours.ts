import { eq } from 'drizzle-orm';
import { formatClockTime } from '@/domain/hours/format-clock-time';
import type { TLocationHours } from '@/domain/site/location-hours.schema';
import type { TDb } from '@/server/db/client';
import { locations, openingHours, specialHours, websiteDealerships } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableLocation, type TEditableLocation } from './editable-locations';

/** The weekly hours as the site shows them (spec 3's formated_hours): '8:30 am - 5:30 pm', or 'Closed'. */
export function formatedHours(open: string | null, close: string | null): string {
  return open && close ? `${formatClockTime(open)} - ${formatClockTime(close)}` : 'Closed';
}

function snapshot({ location, hours, holidays }: Omit<TEditableLocation, 'site'>) {
  return {
    locationId: location.id,
    phone: location.phone,
    email: location.email,
    weekdays: hours.map((h) => ({ weekday: h.weekday, status: h.status, open: h.open, close: h.close })),
    holidays: holidays.map((h) => ({
      date: h.date,
      label: h.label,
      status: h.status,
      start: h.startHour,
      end: h.endHour,
    })),
  };
}

/**
 * Replaces a location's phone, email, weekly hours and holiday hours (the person must be allowed that
 * location: findEditableLocation), audited as `settings.location` on the site it was edited from. Returns the ids
 * of every site showing the location's dealership, whose cache tags the caller revalidates.
 */
export async function saveLocationHours(
  db: TDb,
  viewer: TViewer,
  slug: string,
  locationId: number,
  value: TLocationHours,
): Promise<number[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const found = await findEditableLocation(tx, viewer, slug, locationId);
    const id = found.location.id;
    await tx.update(locations).set({ phone: value.phone, email: value.email }).where(eq(locations.id, id));
    await tx.delete(openingHours).where(eq(openingHours.locationId, id));
    await tx.insert(openingHours).values(
      value.weekdays.map((d, weekday) => {
        const open = d.status === 'Open' ? d.open : null;
        const close = d.status === 'Open' ? d.close : null;
        return {
          locationId: id,
          weekday,
          status: d.status,
          open,
          close,
          formatedHours: formatedHours(open, close),
        };
      }),
    );
    await tx.delete(specialHours).where(eq(specialHours.locationId, id));
    if (value.holidays.length)
      await tx.insert(specialHours).values(
        value.holidays.map((h) => ({
          locationId: id,
          date: h.date,
          label: h.label,
          status: h.status,
          startHour: h.status === 'Open' ? h.startHour : null,
          endHour: h.status === 'Open' ? h.endHour : null,
        })),
      );
    const after = await findEditableLocation(tx, viewer, slug, id);
    await recordAudit(tx, viewer, {
      websiteId: found.site.id,
      action: 'settings.location',
      before: snapshot(found),
      after: snapshot(after),
    });
    const sites = await tx
      .select({ id: websiteDealerships.websiteId })
      .from(websiteDealerships)
      .where(eq(websiteDealerships.dealershipId, found.location.dealershipId));
    return sites.map((s) => s.id);
  });
}
