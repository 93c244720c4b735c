import { isOfferedTestDriveSlot } from '@/domain';
import type { TDb } from '@/server/db/client';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import type { TLead } from './lead-request.schema';
import { testDriveAvailability } from './test-drive-availability';

/**
 * A test-drive time chosen for a car must still be one its location offers (in the future, within its
 * booking hours); otherwise 400 on lead.dateTime, so the visitor picks again rather than the dealer
 * receiving a time that has passed.
 */
export async function checkTestDriveTime(
  db: TDb,
  site: Pick<TSite, 'dealershipIds'>,
  lead: Pick<TLead, 'dateTime' | 'car_id'>,
  now = new Date(),
): Promise<void> {
  if (!lead.dateTime || lead.car_id === undefined) return;
  const { days } = await testDriveAvailability(db, site.dealershipIds, { carId: lead.car_id }, now);
  if (!isOfferedTestDriveSlot(lead.dateTime.slice(0, 16), days)) {
    throw new RouteError(
      400,
      'lead.dateTime: That time is no longer available. Please pick another.',
      'lead.dateTime',
    );
  }
}
