import { cookies } from 'next/headers';
import { BUYER_COOKIE } from '@/server/buyers/buyer-cookie';
import { findBuyerSession, type TBuyerAccount } from '@/server/buyers/buyer-sessions';
import { getDb } from '@/server/db/db';

/** The My Garage account this browser is signed in to at the site (reading the cookie makes the page per visitor). */
export async function currentGarageAccount(siteId: number): Promise<TBuyerAccount | null> {
  const token = (await cookies()).get(BUYER_COOKIE)?.value;
  return findBuyerSession(await getDb(), siteId, token);
}
