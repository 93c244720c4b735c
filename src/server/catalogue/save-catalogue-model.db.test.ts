import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCatalogueModelForm } from '@/domain/catalogue/catalogue-model.schema';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, catalogueModels, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import {
  CATALOGUE_SLUG_TAKEN,
  deleteCatalogueModel,
  findSiteCatalogueModel,
  listSiteCatalogue,
  saveCatalogueModel,
} from './save-catalogue-model';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

const form = (values: Record<string, string> = {}) =>
  ZCatalogueModelForm.parse({ manufacturerName: 'Kia', name: 'Sportage', slug: 'kia-sportage', ...values });

describe('the catalogue editor', () => {
  let id: number;

  it('adds a model to the site, audited', async () => {
    const saved = await saveCatalogueModel(handle.db, f.people.groupAlpha, 'alpha', 'new', form());
    if ('errors' in saved) throw new Error('refused');
    id = saved.id;
    const { models } = await listSiteCatalogue(handle.db, f.people.groupAlpha, 'alpha');
    expect(models.map((m) => [m.manufacturerName, m.name, m.slug])).toEqual([
      ['Kia', 'Sportage', 'models/kia-sportage'],
    ]);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.model.create'));
    expect(audit).toMatchObject({
      websiteId: f.alpha.site.id,
      userEmail: f.people.groupAlpha.email,
      before: null,
    });
  });

  it('changes it, keeping the description as typed (the model page sanitises it when shown)', async () => {
    const html = '<p onclick="x()">Room for five.</p><script>alert(1)</script>';
    await saveCatalogueModel(
      handle.db,
      f.people.groupAlpha,
      'alpha',
      id,
      form({ name: 'Sportage GT', description: html }),
    );
    const { model } = await findSiteCatalogueModel(handle.db, f.people.groupAlpha, 'alpha', id);
    expect([model.name, model.description]).toEqual(['Sportage GT', html]);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.model.update'));
    expect(audits[0]!.before).toMatchObject({ name: 'Sportage' });
    expect(audits[0]!.after).toMatchObject({ name: 'Sportage GT' });
  });

  it('refuses another model at the same address of the site, not of another site', async () => {
    expect(await saveCatalogueModel(handle.db, f.people.groupAlpha, 'alpha', 'new', form())).toEqual({
      errors: { slug: CATALOGUE_SLUG_TAKEN },
    });
    expect(await saveCatalogueModel(handle.db, f.people.groupBeta, 'beta', 'new', form())).toHaveProperty(
      'id',
    );
  });

  it('is not open to another site’s admin, a dealership manager, or by another site’s slug', async () => {
    for (const viewer of [f.people.groupBeta, f.people.managerA1]) {
      await expect(listSiteCatalogue(handle.db, viewer, 'alpha')).rejects.toMatchObject({ notFound: true });
      await expect(
        saveCatalogueModel(handle.db, viewer, 'alpha', id, form({ name: 'Hijacked' })),
      ).rejects.toMatchObject({ notFound: true });
      await expect(deleteCatalogueModel(handle.db, viewer, 'alpha', id)).rejects.toMatchObject({
        notFound: true,
      });
    }
    // Alpha's model through beta's slug, by its beta admin: not found either.
    await expect(findSiteCatalogueModel(handle.db, f.people.groupBeta, 'beta', id)).rejects.toMatchObject({
      notFound: true,
    });
  });

  it('keeps a model with deposits, and removes one without (audited)', async () => {
    await handle.db.insert(reservations).values({
      websiteId: f.alpha.site.id,
      modelId: id,
      kind: 'reserve',
      processor: 'demo',
      status: 'paid',
      amountCents: 50_000,
      currency: 'AUD',
      idempotencyKey: 'deposit-1',
      customer: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(deleteCatalogueModel(handle.db, f.people.groupAlpha, 'alpha', id)).rejects.toMatchObject({
      code: 'catalogue_model_has_deposits',
    });
    await handle.db.delete(reservations).where(eq(reservations.modelId, id));
    await deleteCatalogueModel(handle.db, f.people.groupAlpha, 'alpha', id);
    const left = await handle.db
      .select()
      .from(catalogueModels)
      .where(and(eq(catalogueModels.websiteId, f.alpha.site.id)));
    expect(left).toEqual([]);
    expect(
      await handle.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.model.delete')),
    ).toHaveLength(1);
  });
});
