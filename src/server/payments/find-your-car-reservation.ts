import { findBuyerSession } from '@/server/buyers/buyer-sessions';
import { buyerToken } from '@/server/buyers/buyer-cookie';
import type { TDb } from '@/server/db/client';
import { findAccountCarReservation, findOwnCarReservation } from './find-own-car-reservation';
import { readOwnHolds } from './own-holds-cookie';

/**
 * The paid reservation of this car that is the asker's: made in this browser (its holds cookie), or by the My
 * Garage account it is signed in to on this site. Null when neither: the car is someone else's.
 */
export async function findYourCarReservation(
  db: TDb,
  siteId: number,
  carId: number,
  headers: Headers,
  serverSecret: () => string,
) {
  const own = await findOwnCarReservation(
    db,
    siteId,
    carId,
    readOwnHolds(headers.get('cookie')),
    serverSecret,
  );
  if (own) return own;
  const account = await findBuyerSession(db, siteId, buyerToken(headers));
  return account ? findAccountCarReservation(db, siteId, carId, account.email) : null;
}
