import type { ProductModel, WithContext } from 'schema-dts';
import { makeAndModel } from '@/domain/catalogue/make-and-model';
import { modelHref } from '@/features/navigation/model-href';
import { breadcrumbJsonLd } from '@/features/seo/breadcrumb-json-ld';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import { ServerImage } from '@/ui/media/server-image';
import { PageShell } from '@/ui/layout/page-shell';
import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import { stockModelsByMake } from '@/server/catalogue/stock-models-by-make';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { modelDescriptionHtml } from './model-description';
import { modelImageUrl } from './model-image-url';
import { modelStockLink } from './model-stock-href';
import { siteSearchPath } from '@/domain/search/search-presets';

/** A model's page: its image (the LCP, loaded eagerly at high priority), description, facts and stock link. */
export async function ModelPage({
  site,
  model,
  origin,
}: {
  site: TSite;
  model: TCatalogueModel;
  /** The site's absolute origin, for the structured data's URLs. */
  origin: string;
}) {
  const name = makeAndModel(model.manufacturerName, model.name);
  const src = modelImageUrl(model.image);
  const html = modelDescriptionHtml(model.description);
  const fuel = model.fuel.filter((f): f is string => Boolean(f?.trim()));
  const make = model.manufacturerName.trim();
  const stockModels = (await stockModelsByMake(site, [make]))[make] ?? [];
  const stock = modelStockLink(make, model.name, siteSearchPath(site.searchSettings), stockModels);
  const path = modelHref(model);
  const productModel: WithContext<ProductModel> = {
    '@context': 'https://schema.org',
    '@type': 'ProductModel',
    name,
    url: new URL(path, origin).toString(),
    brand: { '@type': 'Brand', name: make },
    ...(src && { image: new URL(src, origin).toString() }),
    ...(model.body.length > 0 && { category: model.body.join(', ') }),
  };
  return (
    <PageShell title={name}>
      <JsonLdScript
        data={[
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'Models', path: '/models' },
            { name, path },
          ]),
          productModel,
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {src ? (
          <ServerImage
            src={src}
            alt={name}
            width={960}
            height={540}
            sizes="(min-width: 992px) 50vw, 100vw"
            preload
            unoptimized={!isOptimisableImage(src)}
            className="rounded-theme aspect-video w-full object-cover"
          />
        ) : (
          <div className="bg-primary text-primary-contrast rounded-theme grid aspect-video place-items-center text-3xl font-bold">
            {name}
          </div>
        )}
        <div className="flex flex-col gap-4">
          {model.status === 'new' && (
            <p>
              <span className="bg-accent text-accent-contrast rounded-theme px-2 py-1 font-bold">
                New model
              </span>
            </p>
          )}
          {html && (
            <div
              className="space-y-3 text-lg [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {model.body.length > 0 && (
              <>
                <dt className="font-semibold">Body</dt>
                <dd>{model.body.join(', ')}</dd>
              </>
            )}
            {fuel.length > 0 && (
              <>
                <dt className="font-semibold">Fuel</dt>
                <dd>{fuel.join(', ')}</dd>
              </>
            )}
            {model.accessoriesCount > 0 && (
              <>
                <dt className="font-semibold">Accessories</dt>
                <dd>{model.accessoriesCount}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-3">
            <SiteLink
              href={stock.href}
              className="rounded-theme bg-primary text-primary-contrast inline-flex min-h-11 items-center px-4 py-2 font-semibold"
            >
              {stock.label}
            </SiteLink>
            <SiteLink
              href="/book-test-drive"
              className="rounded-theme bg-accent text-accent-contrast inline-flex min-h-11 items-center px-4 py-2 font-semibold"
            >
              Book a test drive
            </SiteLink>
            <SiteLink href="/contact" className="inline-flex min-h-11 items-center font-semibold underline">
              Ask us about the {model.name.trim()}
            </SiteLink>
          </div>
        </div>
      </div>
    </PageShell>
  );
}
