import { isOfferedTestDriveSlot } from '@/domain/hours/test-drive-slots';
import type { TDb } from '@/server/db/client';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import type { TLead } from './lead-request.schema';
import { testDriveAvailability } from './test-drive-availability';

/**
 * A test-drive time must still be one the location offers (in the future, within its booking hours): the
 * car's location, else the chosen location (location_id), else the site's first; otherwise 400 on
 * lead.dateTime, so the visitor picks again rather than the dealer receiving a time that has passed.
 * A location of another site is a 400 on lead.location_id; a site without locations takes the time as sent.
 */
export async function checkTestDriveTime(
  db: TDb,
  site: Pick<TSite, 'dealershipIds'>,
  lead: Pick<TLead, 'dateTime' | 'car_id' | 'location_id'>,
  now = new Date(),
): Promise<void> {
  if (!lead.dateTime) return;
  const by = lead.car_id !== undefined ? { carId: lead.car_id } : { locationId: lead.location_id };
  const availability = await testDriveAvailability(db, site.dealershipIds, by, now).catch(
    (error: unknown) => {
      if (!(error instanceof RouteError) || error.status !== 404) throw error;
      // A site without locations has no booking hours to hold the time to; the visitor named none of them.
      if (lead.car_id === undefined && lead.location_id === undefined) return null;
      const field = `lead.${error.field ?? 'location_id'}`;
      throw new RouteError(400, `${field}: ${error.message}`, field);
    },
  );
  if (!availability) return;
  const { days } = availability;
  if (!isOfferedTestDriveSlot(lead.dateTime.slice(0, 16), days)) {
    throw new RouteError(
      400,
      'lead.dateTime: That time is no longer available. Please pick another.',
      'lead.dateTime',
    );
  }
}
