import { makeAndModel } from '@/domain/catalogue/make-and-model';
import type { TNavItem } from '@/server/db/schema/website-config-types';
import { SiteLink } from '@/ui/link/site-link';
import { MainNavEnhancer } from './main-nav-enhancer';
import type { TMegaModelGroup } from './nav-model.types';

type TProps = { items: TNavItem[]; modelGroups: TMegaModelGroup[] };

export const DRAWER_ID = 'site-menu';
export const MAIN_NAV_ID = 'main-nav';

const linkClass =
  'block rounded-theme px-3 py-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';
const summaryClass = `${linkClass} min-h-6 cursor-pointer list-none [&::-webkit-details-marker]:hidden`;

/** Children of a menu entry: its own links, or the models mega menu from the catalogue. */
function panelLinks(item: TNavItem, modelGroups: TMegaModelGroup[]): TMegaModelGroup[] {
  if (item.kind === 'models-mega') return modelGroups;
  return [
    {
      make: '',
      models: (item.children ?? []).filter((c) => c.href).map((c) => ({ label: c.label, href: c.href! })),
    },
  ];
}

const hasPanel = (item: TNavItem) => item.kind === 'models-mega' || (item.children?.length ?? 0) > 0;

/**
 * The header's main navigation, native first so every tap works before the page's script has run and without it:
 * from lg, each dropdown is a <details> (one open at a time through its `name`) with its links inside; below lg, a
 * Menu button opens the drawer, a modal <dialog>, through an invoker command (`commandfor`). MainNavEnhancer adds
 * what needs a script: hover, Escape and focus leaving close a dropdown, `dropdown-open` on the header, `modal-open`
 * on the body, and closing either after a link is followed in the page.
 */
export function MainNav({ items, modelGroups }: TProps) {
  return (
    <>
      <nav id={MAIN_NAV_ID} aria-label="Main" className="hidden lg:block">
        <ul className="flex list-none flex-wrap items-center gap-1 p-0">
          {items.map((item) => {
            if (!hasPanel(item) && item.href) {
              return (
                <li key={item.label}>
                  <SiteLink
                    href={item.href}
                    className={
                      item.kind === 'button'
                        ? 'rounded-theme bg-accent text-accent-contrast block px-3 py-2 font-semibold'
                        : linkClass
                    }
                  >
                    {item.label}
                  </SiteLink>
                </li>
              );
            }
            const mega = item.kind === 'models-mega' || item.kind === 'brands-mega';
            return (
              <li key={item.label}>
                <details name="main-nav" className="relative">
                  <summary className={summaryClass}>
                    {item.label} <span aria-hidden="true">▾</span>
                  </summary>
                  <div
                    className={`bg-surface text-ink border-line rounded-theme absolute top-full left-0 z-30 border p-3 shadow-lg ${
                      mega ? 'w-[min(90vw,48rem)]' : 'min-w-56'
                    }`}
                  >
                    <div className={mega ? 'grid grid-cols-2 gap-4 md:grid-cols-3' : ''}>
                      {panelLinks(item, modelGroups).map((g) => (
                        // A mega menu's ungrouped links (the brands) fill its width in columns.
                        <div
                          key={g.make || 'links'}
                          className={mega && !g.make ? 'col-span-full' : undefined}
                        >
                          {g.make && <p className="text-ink-muted px-3 text-sm font-semibold">{g.make}</p>}
                          <ul
                            className={`list-none p-0 ${mega && !g.make ? 'grid grid-cols-2 gap-x-4 md:grid-cols-3' : ''}`}
                          >
                            {g.models.map((m) => (
                              <li key={m.href + m.label}>
                                <SiteLink href={m.href} className={linkClass}>
                                  {m.label}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        commandfor={DRAWER_ID}
        command="show-modal"
        aria-haspopup="dialog"
        className="rounded-theme border-primary-contrast min-h-11 cursor-pointer border px-4 py-2 font-semibold lg:hidden"
      >
        Menu
      </button>
      <dialog
        id={DRAWER_ID}
        aria-label="Menu"
        className="bg-surface text-ink m-0 ml-auto h-dvh max-h-dvh w-[min(22rem,100vw)] max-w-none overflow-y-auto p-4 backdrop:bg-black/50"
      >
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            commandfor={DRAWER_ID}
            command="close"
            className="rounded-theme border-line min-h-11 cursor-pointer border px-4 py-2"
          >
            Close menu
          </button>
        </div>
        <nav aria-label="Site menu">
          <ul className="list-none p-0">
            {items.map((item) => (
              <li key={item.label} className="border-line border-b py-1">
                {item.href && !item.children?.length ? (
                  <SiteLink href={item.href} className={linkClass}>
                    {item.label}
                  </SiteLink>
                ) : (
                  <details>
                    <summary className={summaryClass}>
                      {item.label} <span aria-hidden="true">▾</span>
                    </summary>
                    <ul className="list-none pl-3">
                      {panelLinks(item, modelGroups).flatMap((g) =>
                        g.models.map((m) => (
                          <li key={m.href + m.label}>
                            <SiteLink href={m.href} className={linkClass}>
                              {item.kind === 'models-mega' ? makeAndModel(g.make, m.label) : m.label}
                            </SiteLink>
                          </li>
                        )),
                      )}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
      <MainNavEnhancer navId={MAIN_NAV_ID} drawerId={DRAWER_ID} />
    </>
  );
}
