import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { auditLog, dealerships, stockApiKeys, websites } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import { listEditableDealerships } from '@/server/dashboard/stock/list-editable-dealerships';
import { loadStockAccess } from '@/server/dashboard/stock/stock-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { hashStockApiKey, looksLikeStockApiKey, newStockApiKey } from './stock-api-key-secret';

export type TStockApiKeyScope = { id: number; dealershipId: number; websiteId: number; prefix: string };

/**
 * Creates a key for one dealership the person may change the stock of, imported through the first site that
 * shows it. Returns the key itself: it is never stored and cannot be shown again.
 */
export async function createStockApiKey(
  db: TDb,
  viewer: TViewer,
  input: { dealershipId: number; name: string },
): Promise<{ id: number; key: string }> {
  const { access, websiteIds } = await loadStockAccess(db, viewer, input.dealershipId);
  if (access === 'none' || websiteIds.length === 0) throw new DashboardError('not_found');
  if (access !== 'edit') throw new DashboardError('stock_read_only');
  const secret = newStockApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stockApiKeys)
      .values({
        dealershipId: input.dealershipId,
        websiteId: websiteIds[0]!,
        name: input.name,
        prefix: secret.prefix,
        keyHash: secret.hash,
        createdByUserId: viewer.userId,
      })
      .returning({ id: stockApiKeys.id });
    await recordAudit(tx, viewer, {
      websiteId: websiteIds[0]!,
      action: 'stock_api_key.created',
      before: null,
      after: { keyId: row!.id, dealershipId: input.dealershipId, name: input.name, prefix: secret.prefix },
    });
    return { id: row!.id, key: secret.key };
  });
}

/** Revokes a key of a dealership the person may change: its next request gets 401. */
export async function revokeStockApiKey(db: TDb, viewer: TViewer, keyId: number): Promise<void> {
  const [key] = await db.select().from(stockApiKeys).where(eq(stockApiKeys.id, keyId)).limit(1);
  if (!key) throw new DashboardError('not_found');
  const { access } = await loadStockAccess(db, viewer, key.dealershipId);
  if (access === 'none') throw new DashboardError('not_found');
  if (access !== 'edit') throw new DashboardError('stock_read_only');
  if (key.revokedAt) return;
  await db.transaction(async (tx) => {
    await tx.update(stockApiKeys).set({ revokedAt: new Date() }).where(eq(stockApiKeys.id, keyId));
    await recordAudit(tx, viewer, {
      websiteId: key.websiteId,
      action: 'stock_api_key.revoked',
      before: { keyId, name: key.name, prefix: key.prefix },
      after: { keyId, revoked: true },
    });
  });
}

/** The keys of the dealerships the person may change, newest first. */
export async function listStockApiKeys(db: TDb, viewer: TViewer) {
  const ids = (await listEditableDealerships(db, viewer)).map((d) => d.id);
  if (ids.length === 0) return [];
  return db
    .select({
      id: stockApiKeys.id,
      name: stockApiKeys.name,
      prefix: stockApiKeys.prefix,
      dealershipName: dealerships.name,
      siteSlug: websites.slug,
      timeZone: websites.timezone,
      country: websites.country,
      createdAt: stockApiKeys.createdAt,
      lastUsedAt: stockApiKeys.lastUsedAt,
      revokedAt: stockApiKeys.revokedAt,
    })
    .from(stockApiKeys)
    .innerJoin(dealerships, eq(dealerships.id, stockApiKeys.dealershipId))
    .innerJoin(websites, eq(websites.id, stockApiKeys.websiteId))
    .where(inArray(stockApiKeys.dealershipId, ids))
    .orderBy(desc(stockApiKeys.createdAt), desc(stockApiKeys.id));
}

/** The dealership and site a presented key may write to, or null for an unknown or revoked key. */
export async function findStockApiKey(db: TDb, token: string): Promise<TStockApiKeyScope | null> {
  if (!looksLikeStockApiKey(token)) return null;
  const [key] = await db
    .update(stockApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(stockApiKeys.keyHash, hashStockApiKey(token)), isNull(stockApiKeys.revokedAt)))
    .returning({
      id: stockApiKeys.id,
      dealershipId: stockApiKeys.dealershipId,
      websiteId: stockApiKeys.websiteId,
      prefix: stockApiKeys.prefix,
    });
  return key ?? null;
}

/** A key's import on record in the audit log, under the key (no person): what the DMS changed, and when. */
export async function recordStockKeyImport(
  db: TDb,
  key: TStockApiKeyScope,
  result: { created: number; updated: number; rejected: number },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: null,
    userEmail: `stock API key ${key.prefix}…`,
    websiteId: key.websiteId,
    action: 'stock.imported',
    before: null,
    after: { keyId: key.id, dealershipId: key.dealershipId, ...result },
  });
}
