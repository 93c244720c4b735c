import type { TCatalogueModel } from '@/server/catalogue/list-catalogue-models';
import { SiteLink } from '@/ui/link/site-link';
import { ModelCard } from './model-card';

type TProps = { models: TCatalogueModel[]; searchPath: string; basePath: string; body: string | null };

/** A make's catalogue grouped by manufacturer body, filterable by body type (links that work without JS). */
export function CatalogueList({ models, searchPath, basePath, body }: TProps) {
  const bodies = [...new Set(models.flatMap((m) => m.body))].sort();
  const shown = body ? models.filter((m) => m.body.includes(body)) : models;
  const groups = new Map<string, TCatalogueModel[]>();
  for (const m of shown) {
    const key = m.manufacturerBody?.trim() || 'Vehicles';
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const chip = (active: boolean) =>
    `rounded-theme inline-flex min-h-11 items-center border px-4 py-2 ${active ? 'bg-primary text-primary-contrast' : 'border-line'}`;
  return (
    <>
      {bodies.length > 1 && (
        <nav aria-label="Filter by body type" className="my-6">
          <ul className="flex list-none flex-wrap gap-2 p-0">
            <li>
              <SiteLink href={basePath} className={chip(!body)} aria-current={!body ? 'page' : undefined}>
                All
              </SiteLink>
            </li>
            {bodies.map((b) => (
              <li key={b}>
                <SiteLink
                  href={`${basePath}?body=${encodeURIComponent(b)}`}
                  className={chip(body === b)}
                  aria-current={body === b ? 'page' : undefined}
                >
                  {b}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {[...groups.entries()].map(([group, list]) => (
        <section key={group} className="my-8" aria-label={group}>
          <h2 className="mb-4 text-2xl font-bold capitalize">{group.toLowerCase()}</h2>
          <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((m) => (
              <li key={m.id}>
                <ModelCard model={m} searchPath={searchPath} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.length === 0 && <p>No models with that body type.</p>}
    </>
  );
}
