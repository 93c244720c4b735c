import type { TDb } from '@/server/db/client';
import { listBuyerSavedCars } from './buyer-saved-cars';
import { exportBuyerEnquiries, listBuyerReservations } from './buyer-dealings';
import type { TBuyerAccount } from './buyer-sessions';

/**
 * Everything the site holds about a buyer account (APP 12, NZ IPP 6): the account, its saved cars, the enquiries
 * as the dealer holds them, and the reservations made with the same email.
 */
export async function exportBuyerData(db: TDb, account: TBuyerAccount, site: { name: string }) {
  return {
    exportedAt: new Date().toISOString(),
    site: site.name,
    account: { email: account.email, createdAt: account.createdAt.toISOString() },
    savedCars: await listBuyerSavedCars(db, account.id),
    enquiries: await exportBuyerEnquiries(db, account),
    reservations: await listBuyerReservations(db, account),
  };
}
