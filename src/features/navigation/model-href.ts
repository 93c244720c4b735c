import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';

/** Where a catalogue model's page lives: its override URL when set, else /models/{slug}. */
export function modelHref(model: Pick<TCatalogueModel, 'slug' | 'overrideUrl'>): string {
  if (model.overrideUrl?.startsWith('/')) return model.overrideUrl;
  const slug = model.slug.replace(/^models\//, '');
  return `/models/${slug}`;
}
