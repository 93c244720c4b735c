import { and, asc, eq, ne } from 'drizzle-orm';
import type { TCatalogueModelForm } from '@/domain/catalogue/catalogue-model.schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { catalogueModels, reservations } from '@/server/db/schema';
import { findEditableSite } from '@/server/site-settings/editable-sites';

export type TCatalogueModelRow = typeof catalogueModels.$inferSelect;

export const CATALOGUE_SLUG_TAKEN = 'is the address of another model of this site';

/** The site's catalogue for its editor (not cached: the dashboard reads what was just saved), by make then position. */
export async function listSiteCatalogue(db: TDb, viewer: TViewer, siteSlug: string) {
  const site = await findEditableSite(db, viewer, siteSlug);
  const models = await db
    .select()
    .from(catalogueModels)
    .where(eq(catalogueModels.websiteId, site.id))
    .orderBy(asc(catalogueModels.manufacturerName), asc(catalogueModels.position), asc(catalogueModels.id));
  return { site, models };
}

/** One model of a site the person may change; another site's model, or none, is not_found. */
export async function findSiteCatalogueModel(db: TDb, viewer: TViewer, siteSlug: string, id: number) {
  const site = await findEditableSite(db, viewer, siteSlug);
  const [model] = Number.isInteger(id)
    ? await db
        .select()
        .from(catalogueModels)
        .where(and(eq(catalogueModels.websiteId, site.id), eq(catalogueModels.id, id)))
    : [];
  if (!model) throw new DashboardError('not_found');
  return { site, model };
}

async function slugTaken(db: TDb, websiteId: number, slug: string, self: number | null): Promise<boolean> {
  const where = [eq(catalogueModels.websiteId, websiteId), eq(catalogueModels.slug, slug)];
  if (self !== null) where.push(ne(catalogueModels.id, self));
  const [found] = await db
    .select({ id: catalogueModels.id })
    .from(catalogueModels)
    .where(and(...where))
    .limit(1);
  return Boolean(found);
}

/**
 * Creates (`id` 'new') or changes a model of the site, audited as catalogue.model.create / .update with the row
 * before and after. Refused with a message at the slug when another model of the site has its address.
 */
export async function saveCatalogueModel(
  db: TDb,
  viewer: TViewer,
  siteSlug: string,
  id: number | 'new',
  values: TCatalogueModelForm,
): Promise<{ siteId: number; id: number } | { errors: Record<string, string> }> {
  const site = await findEditableSite(db, viewer, siteSlug);
  const before = id === 'new' ? null : (await findSiteCatalogueModel(db, viewer, siteSlug, id)).model;
  if (await slugTaken(db, site.id, values.slug, before?.id ?? null))
    return { errors: { slug: CATALOGUE_SLUG_TAKEN } };
  return db.transaction(async (tx) => {
    const [saved] = before
      ? await tx.update(catalogueModels).set(values).where(eq(catalogueModels.id, before.id)).returning()
      : await tx
          .insert(catalogueModels)
          .values({ ...values, websiteId: site.id })
          .returning();
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: before ? 'catalogue.model.update' : 'catalogue.model.create',
      before: before ? { ...before } : null,
      after: { ...saved! },
    });
    return { siteId: site.id, id: saved!.id };
  });
}

/**
 * Removes a model from the site's catalogue (audited with the row removed). A model with deposits is refused: its
 * reservations would go with it (the foreign key cascades), and they are records of money.
 */
export async function deleteCatalogueModel(db: TDb, viewer: TViewer, siteSlug: string, id: number) {
  const { site, model } = await findSiteCatalogueModel(db, viewer, siteSlug, id);
  const [deposit] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.modelId, model.id))
    .limit(1);
  if (deposit) throw new DashboardError('catalogue_model_has_deposits');
  await db.transaction(async (tx) => {
    await tx.delete(catalogueModels).where(eq(catalogueModels.id, model.id));
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'catalogue.model.delete',
      before: { ...model },
      after: null,
    });
  });
  return { siteId: site.id };
}
