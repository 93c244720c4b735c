import { PageShell } from '@/ui/layout/page-shell';
import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import { stockModelsByMake } from '@/server/catalogue/stock-models-by-make';
import type { TSite } from '@/server/websites/site.types';
import { BodyFilter } from './body-filter';
import { CatalogueList } from './catalogue-list';
import { siteSearchPath } from '@/domain/search/search-presets';

type TProps = {
  site: TSite;
  title: string;
  models: TCatalogueModel[];
  basePath: string;
  body: string | null;
};

/**
 * A catalogue page (all models, or one brand's): one body-type filter for the whole page, then the models
 * grouped by make; a make with no model of the chosen body is left out.
 */
export async function CataloguePage({ site, title, models, basePath, body }: TProps) {
  const bodies = [...new Set(models.flatMap((m) => m.body))].sort();
  const shown = body ? models.filter((m) => m.body.includes(body)) : models;
  const makes = [...new Set(shown.map((m) => m.manufacturerName.trim()))];
  const searchPath = siteSearchPath(site.searchSettings);
  const stockModels = await stockModelsByMake(site, makes);
  return (
    <PageShell title={title} intro={`Explore the range at ${site.name}, then see the stock we have now.`}>
      <BodyFilter bodies={bodies} basePath={basePath} body={body} />
      {shown.length === 0 && <p>No models with that body type.</p>}
      {makes.length > 1 ? (
        makes.map((make) => (
          <section key={make} aria-label={make} className="mt-10">
            <h2 className="text-3xl font-bold">{make}</h2>
            <CatalogueList
              models={shown.filter((m) => m.manufacturerName.trim() === make)}
              make={make}
              searchPath={searchPath}
              stockModels={stockModels}
            />
          </section>
        ))
      ) : (
        <CatalogueList models={shown} searchPath={searchPath} stockModels={stockModels} />
      )}
    </PageShell>
  );
}
