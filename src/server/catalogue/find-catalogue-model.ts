import { listCatalogueModels, type TCatalogueModel } from './list-catalogue-models';

/**
 * A model of the site's catalogue by the path it is reached at: /models/{slug} (slug given as '{slug}'
 * with via 'models'), or a single-segment path, which matches the model's override URL or its slug.
 */
export async function findCatalogueModel(
  siteId: number,
  slug: string,
  via: 'models' | 'root',
): Promise<TCatalogueModel | null> {
  const models = await listCatalogueModels(siteId);
  const wanted = slug.toLowerCase();
  if (via === 'models') return models.find((m) => m.slug.toLowerCase() === `models/${wanted}`) ?? null;
  return (
    models.find((m) => m.overrideUrl?.toLowerCase() === `/${wanted}`) ??
    models.find((m) => !m.overrideUrl && m.slug.toLowerCase() === `models/${wanted}`) ??
    null
  );
}
