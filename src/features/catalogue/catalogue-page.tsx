import { PageShell } from '@/features/content-pages/page-shell';
import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import type { TSite } from '@/server/websites/site.types';
import { CatalogueList } from './catalogue-list';

type TProps = {
  site: TSite;
  title: string;
  models: TCatalogueModel[];
  basePath: string;
  body: string | null;
};

/** A catalogue page (all models, or one brand's), grouped by make. */
export function CataloguePage({ site, title, models, basePath, body }: TProps) {
  const makes = [...new Set(models.map((m) => m.manufacturerName.trim()))];
  return (
    <PageShell title={title} intro={`Explore the range at ${site.name}, then see the stock we have now.`}>
      {makes.length > 1 ? (
        makes.map((make) => (
          <section key={make} aria-label={make} className="mt-10">
            <h2 className="text-3xl font-bold">{make}</h2>
            <CatalogueList
              models={models.filter((m) => m.manufacturerName.trim() === make)}
              searchPath={site.searchSettings.searchPath}
              basePath={basePath}
              body={body}
            />
          </section>
        ))
      ) : (
        <CatalogueList
          models={models}
          searchPath={site.searchSettings.searchPath}
          basePath={basePath}
          body={body}
        />
      )}
    </PageShell>
  );
}
