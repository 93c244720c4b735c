import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { siteSecrets, type TSiteSecretName } from '@/server/db/schema';
import type { TSettingsCipher } from './settings-cipher';

const contextOf = (websiteId: number, name: TSiteSecretName) => `${websiteId}:${name}`;

/** Seals a site's secret and stores it, replacing the one before. */
export async function writeSiteSecret(
  db: TDb,
  cipher: TSettingsCipher,
  websiteId: number,
  name: TSiteSecretName,
  value: string,
): Promise<void> {
  const sealed = cipher.seal(value, contextOf(websiteId, name));
  await db
    .insert(siteSecrets)
    .values({ websiteId, name, sealed })
    .onConflictDoUpdate({
      target: [siteSecrets.websiteId, siteSecrets.name],
      set: { sealed, updatedAt: new Date() },
    });
}

export async function deleteSiteSecret(db: TDb, websiteId: number, name: TSiteSecretName): Promise<void> {
  await db.delete(siteSecrets).where(and(eq(siteSecrets.websiteId, websiteId), eq(siteSecrets.name, name)));
}

/** Whether a secret is set and when it was last changed (all the dashboard ever shows of it). */
export async function siteSecretSetAt(
  db: TDb,
  websiteId: number,
  name: TSiteSecretName,
): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: siteSecrets.updatedAt })
    .from(siteSecrets)
    .where(and(eq(siteSecrets.websiteId, websiteId), eq(siteSecrets.name, name)));
  return row?.updatedAt ?? null;
}

/** The secret in clear, for the server code that calls the processor; null when none is set. */
export async function readSiteSecret(
  db: TDb,
  cipher: TSettingsCipher,
  websiteId: number,
  name: TSiteSecretName,
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: siteSecrets.sealed })
    .from(siteSecrets)
    .where(and(eq(siteSecrets.websiteId, websiteId), eq(siteSecrets.name, name)));
  return row ? cipher.open(row.sealed, contextOf(websiteId, name)) : null;
}

/**
 * Every secret the site has stored, in clear, by name (one query; the cipher is not used when none is stored).
 * One that no longer opens (the settings key changed) is an error naming it, never its value.
 */
export async function readSiteSecrets(
  db: TDb,
  cipher: TSettingsCipher,
  websiteId: number,
): Promise<Partial<Record<TSiteSecretName, string>>> {
  const rows = await db
    .select({ name: siteSecrets.name, sealed: siteSecrets.sealed })
    .from(siteSecrets)
    .where(eq(siteSecrets.websiteId, websiteId));
  const open = ({ name, sealed }: (typeof rows)[number]) => {
    try {
      return cipher.open(sealed, contextOf(websiteId, name));
    } catch {
      throw new Error(
        `Site ${websiteId}: the stored ${name} does not open with the settings key (was SETTINGS_ENCRYPTION_KEY changed?): enter it again in the dashboard`,
      );
    }
  };
  return Object.fromEntries(rows.map((r) => [r.name, open(r)]));
}
