import { ServerImage } from '@/ui/media/server-image';
import { makeAndModel } from '@/domain/catalogue/make-and-model';
import { modelHref } from '@/features/navigation/model-href';
import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { Card } from '@/ui/card/card';
import { SiteLink } from '@/ui/link/site-link';
import { modelImageUrl } from './model-image-url';
import { modelStockLink } from './model-stock-href';

/** A catalogue card: image (or a named fallback), New badge, fuel, accessories, model page and stock links. */
export function ModelCard({
  model,
  searchPath,
  stockModels,
}: {
  model: TCatalogueModel;
  searchPath: string;
  /** The model values of the site's stock of this make (stockModelsByMake). */
  stockModels: readonly string[];
}) {
  const name = model.name.trim();
  const stock = modelStockLink(model.manufacturerName, name, searchPath, stockModels);
  const src = modelImageUrl(model.image);
  const title = makeAndModel(model.manufacturerName, name);
  const fuel = model.fuel.filter((f): f is string => Boolean(f?.trim()));
  return (
    <Card tone="alt" className="relative h-full">
      {src ? (
        <ServerImage
          src={src}
          alt=""
          width={480}
          height={270}
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          unoptimized={!isOptimisableImage(src)}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="bg-primary text-primary-contrast grid aspect-video place-items-center text-2xl font-bold"
        >
          {title}
        </div>
      )}
      {model.status === 'new' && (
        <span className="bg-accent text-accent-contrast rounded-theme absolute top-2 left-2 px-2 py-1 text-sm font-bold">
          New
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-xl font-bold">
          <SiteLink href={modelHref(model)} className="underline-offset-4 hover:underline">
            {title}
          </SiteLink>
        </h3>
        {fuel.length > 0 && <p className="text-ink-muted">Fuel: {fuel.join(', ')}</p>}
        {model.accessoriesCount > 0 && (
          <p className="text-ink-muted">
            {model.accessoriesCount} accessor{model.accessoriesCount === 1 ? 'y' : 'ies'}
          </p>
        )}
        <SiteLink
          href={stock.href}
          className="mt-auto inline-block min-h-6 font-semibold underline underline-offset-2"
        >
          {stock.label}
        </SiteLink>
      </div>
    </Card>
  );
}
