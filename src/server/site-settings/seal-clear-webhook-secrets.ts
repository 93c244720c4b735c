import { eq, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { hasClearSecret, sealLeadDestinations } from './lead-destination-secrets';
import type { TSettingsCipher } from './settings-cipher';

/** A webhook destination still holding its secret in clear. */
const CLEAR_SECRET = sql`jsonb_path_exists(${websites.leadDestinations}, '$[*] ? (@.kind == "webhook" && exists(@.secret))')`;

/**
 * The one-time upgrade of ADR 0021: seals the webhook signing secrets that sites saved in clear before, site
 * by site, each re-read under a row lock so a dashboard save at the same moment is not overwritten. Returns how
 * many sites it changed; run again, it finds none. Senders read either form meanwhile (openLeadDestination).
 */
export async function sealClearWebhookSecrets(db: TDb, cipher: TSettingsCipher): Promise<number> {
  const found = await db.select({ id: websites.id }).from(websites).where(CLEAR_SECRET);
  let sealed = 0;
  for (const { id } of found) {
    await db.transaction(async (tx) => {
      const [site] = await tx
        .select({ leadDestinations: websites.leadDestinations })
        .from(websites)
        .where(eq(websites.id, id))
        .for('update');
      if (!site?.leadDestinations.some(hasClearSecret)) return;
      await tx
        .update(websites)
        .set({ leadDestinations: sealLeadDestinations(cipher, id, site.leadDestinations) })
        .where(eq(websites.id, id));
      sealed += 1;
    });
  }
  return sealed;
}
