import type { catalogueModels, TCatalogueImage } from '@/server/db/schema';
import { modelImage } from '../images/media-pool';
import type { TArt, TPaint } from '../images/vehicle-art';
import { slugify } from '../text';

export type TCatalogueRow = Omit<typeof catalogueModels.$inferInsert, 'websiteId'>;

type TModelOptions = {
  /** A drawing and paint for the image, or the dashboard's image object as is (odd shapes included). */
  image: readonly [TArt, TPaint] | TCatalogueImage;
  description?: string | null;
  manufacturerBody?: string | null;
  bodyStyle?: string[];
  status?: string | null;
  fuel?: (string | null)[];
  variant?: string | null;
  aftermarketManufacturerId?: number | null;
  accessoriesCount?: number;
};

/**
 * A catalogue model as the dealer dashboard supplies it. `name` is kept as given (trailing spaces too);
 * the slug and path are models/{slug of the trimmed name}.
 */
export function model(name: string, body: string[], options: TModelOptions) {
  return (manufacturerName: string, position: number): TCatalogueRow => {
    const slug = `models/${slugify(name)}`;
    const image = Array.isArray(options.image)
      ? modelImage(...(options.image as readonly [TArt, TPaint]))
      : (options.image as TCatalogueImage);
    return {
      manufacturerName,
      name,
      slug,
      path: slug,
      description: options.description === undefined ? null : options.description,
      manufacturerBody: options.manufacturerBody === undefined ? 'VEHICLES' : options.manufacturerBody,
      bodyStyle: options.bodyStyle ?? [...body],
      body,
      image,
      status: options.status === undefined ? 'new' : options.status,
      fuel: options.fuel ?? ['Petrol'],
      variant: options.variant === undefined ? '' : options.variant,
      overrideUrl: null,
      aftermarketManufacturerId: options.aftermarketManufacturerId ?? null,
      accessoriesCount: options.accessoriesCount ?? (position * 13 + name.length * 7) % 60,
      position,
    };
  };
}

/** A make's catalogue, positions in the order given. */
export function make(manufacturerName: string, models: ReturnType<typeof model>[]): TCatalogueRow[] {
  return models.map((build, position) => build(manufacturerName, position));
}

/** The dashboard's shapes for a model without an image. */
export const NO_IMAGE: TCatalogueImage = { url: null, thumb: { url: null } };
export const NO_IMAGE_FLAT: TCatalogueImage = { url: null, thumb: null };
