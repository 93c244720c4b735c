import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { buyerAccounts } from '@/server/db/schema';
import { consumeBuyerCode, type TCodeCheck } from './consume-buyer-code';
import { createBuyerSession } from './buyer-sessions';
import { listBuyerSavedCars, saveBuyerCars, type TSavedCar } from './buyer-saved-cars';
import { recordBuyerEvent } from './record-buyer-event';

export type TBuyerSignIn =
  | { ok: true; token: string; expiresAt: Date; created: boolean; favourites: TSavedCar[] }
  | Extract<TCodeCheck, { ok: false }>;

/**
 * Signs a buyer in at a site with the code emailed to them: the site's account for the address is created on the
 * first sign-in (event 37; later ones record 38), the device's favourites are merged into it, and a session starts.
 */
export async function signInBuyer(
  db: TDb,
  site: { id: number; dealershipIds: number[] },
  input: { email: string; code: string; favouriteCarIds?: readonly number[]; now?: Date },
): Promise<TBuyerSignIn> {
  const now = input.now ?? new Date();
  const check = await consumeBuyerCode(db, {
    websiteId: site.id,
    email: input.email,
    purpose: 'sign_in',
    code: input.code,
    now,
  });
  if (!check.ok) return check;
  const [inserted] = await db
    .insert(buyerAccounts)
    .values({ websiteId: site.id, email: input.email, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: buyerAccounts.id });
  const account =
    inserted ??
    (
      await db
        .select({ id: buyerAccounts.id })
        .from(buyerAccounts)
        .where(and(eq(buyerAccounts.websiteId, site.id), eq(buyerAccounts.email, input.email)))
    )[0]!;
  await recordBuyerEvent(db, site.id, inserted ? 'signup' : 'existing_login');
  await saveBuyerCars(db, site, account.id, input.favouriteCarIds ?? [], now);
  const session = await createBuyerSession(db, { id: account.id, websiteId: site.id }, now);
  return {
    ok: true,
    ...session,
    created: Boolean(inserted),
    favourites: await listBuyerSavedCars(db, account.id),
  };
}
