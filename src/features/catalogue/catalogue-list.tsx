import { bodyGroupHeading } from '@/domain/catalogue/body-group-heading';
import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import { ModelCard } from './model-card';

/** A make's models grouped by manufacturer body (VEHICLES, SUVs, Vans…), each group a grid of cards. */
export function CatalogueList({
  models,
  searchPath,
  stockModels,
  make,
}: {
  models: TCatalogueModel[];
  /** The make these models are listed under (a multi-make page): groups are named for it, one level down. */
  make?: string;
  searchPath: string;
  /** The site's stock model values by make (stockModelsByMake). */
  stockModels: Readonly<Record<string, readonly string[]>>;
}) {
  const groups = new Map<string, TCatalogueModel[]>();
  for (const m of models) {
    // By heading, so two spellings of one body ("SUVS", "SUVs") are one group, not two alike sections.
    const key = bodyGroupHeading(m.manufacturerBody?.trim() || 'Vehicles');
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const Heading = make ? 'h3' : 'h2';
  return (
    <>
      {[...groups.entries()].map(([group, list]) => (
        <section key={group} className="my-8" aria-label={make ? `${make} ${group}` : group}>
          <Heading className="mb-4 text-2xl font-bold">{group}</Heading>
          <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((m) => (
              <li key={m.id}>
                <ModelCard
                  model={m}
                  searchPath={searchPath}
                  stockModels={stockModels[m.manufacturerName.trim()] ?? []}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
