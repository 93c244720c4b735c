import type { TCatalogueModelRow } from '@/server/catalogue/save-catalogue-model';

/** The catalogue model form's labels, in form order. */
export const CATALOGUE_LABELS: Record<string, string> = {
  manufacturerName: 'Make',
  name: 'Model name',
  slug: 'Address',
  status: 'Status',
  description: 'Description',
  manufacturerBody: 'Group label',
  body: 'Body types',
  imageUrl: 'Picture address',
  accessoriesCount: 'Accessories',
  position: 'Position within the make',
};

export const cataloguePath = (slug: string) => `/settings/${encodeURIComponent(slug)}/catalogue`;

/** The draft name of a model's form: `new` or its id. */
export const catalogueForm = (id: number | 'new') => `catalogue-model-${id}`;

/** A saved model as the form's values. */
export function catalogueValues(model: TCatalogueModelRow): Record<string, string> {
  return {
    manufacturerName: model.manufacturerName.trim(),
    name: model.name.trim(),
    slug: model.slug.replace(/^models\//, ''),
    status: model.status ?? '',
    description: model.description ?? '',
    manufacturerBody: model.manufacturerBody ?? '',
    body: model.body.filter(Boolean).join(', '),
    imageUrl: model.image.url ?? '',
    accessoriesCount: String(model.accessoriesCount),
    position: String(model.position),
  };
}
