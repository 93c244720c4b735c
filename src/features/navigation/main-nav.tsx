import { makeAndModel } from '@/domain/catalogue/make-and-model';
import type { TNavItem } from '@/server/db/schema/website-config-types';
import { SiteLink } from '@/ui/link/site-link';
import { Drawer } from '@/ui/menu/drawer';
import { Dropdown } from '@/ui/menu/dropdown';
import { MENU_LINK_CLASS as linkClass } from '@/ui/menu/menu-link-class';
import { MenuEnhancer } from '@/ui/menu/menu-enhancer';
import { MenuSummary } from '@/ui/menu/menu-summary';
import type { TMegaModelGroup } from './nav-model.types';

type TProps = { items: TNavItem[]; modelGroups: TMegaModelGroup[] };

export const DRAWER_ID = 'site-menu';
export const MAIN_NAV_ID = 'main-nav';

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
 * from lg, a menu bar of Dropdowns (one open at a time) with their links inside; below lg, the Drawer, a modal
 * <dialog> opened by its Menu button. MenuEnhancer adds what needs a script (src/ui/menu).
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
                <Dropdown group="main-nav" label={item.label} wide={mega}>
                  <div className={mega ? 'grid grid-cols-2 gap-4 md:grid-cols-3' : ''}>
                    {panelLinks(item, modelGroups).map((g) => (
                      // A mega menu's ungrouped links (the brands) fill its width in columns.
                      <div key={g.make || 'links'} className={mega && !g.make ? 'col-span-full' : undefined}>
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
                </Dropdown>
              </li>
            );
          })}
        </ul>
      </nav>
      <Drawer id={DRAWER_ID} label="Menu" closeLabel="Close menu">
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
                    <MenuSummary>{item.label}</MenuSummary>
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
      </Drawer>
      <MenuEnhancer navId={MAIN_NAV_ID} drawerId={DRAWER_ID} />
    </>
  );
}
