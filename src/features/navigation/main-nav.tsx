'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TNavItem } from '@/server/db/schema/website-config-types';
import { SiteLink } from '@/ui/link/site-link';
import type { TMegaModelGroup } from './nav-model.types';

type TProps = { items: TNavItem[]; modelGroups: TMegaModelGroup[] };

const linkClass =
  'block rounded-theme px-3 py-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

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

/**
 * The header's main navigation: dropdowns open on hover, click or keyboard (Escape closes and returns
 * focus, moving focus out closes; the header carries `dropdown-open` while one is open), and below lg a drawer in a modal
 * <dialog> (focus kept inside and Tab wraps round, Escape closes, `modal-open` on body while open). A dropdown's links and the
 * drawer's are rendered only while open: every page would otherwise carry the whole catalogue twice in
 * its HTML (measured on the group's home: some 350 elements, half the document), which delays the first
 * paint on a phone. Opening either needs JavaScript anyway.
 */
export function MainNav({ items, modelGroups }: TProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The dropdown the pointer opened by hovering: the click that follows (a mouse, or a tap, which
  // fires mouseenter first) keeps it open instead of toggling it shut at once.
  const hoverOpened = useRef<number | null>(null);

  useEffect(() => {
    const header = navRef.current?.closest('header');
    header?.classList.toggle('dropdown-open', open !== null);
    if (open === null) return;
    const onDoc = (e: MouseEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('click', onDoc);
    return () => document.removeEventListener('click', onDoc);
  }, [open]);

  const closeAndFocus = useCallback((index: number) => {
    setOpen(null);
    buttons.current[index]?.focus();
  }, []);

  const onKey = (index: number) => (e: KeyboardEvent) => {
    if (e.key === 'Escape') closeAndFocus(index);
    if (e.key === 'ArrowDown' && open !== index) {
      e.preventDefault();
      setOpen(index);
    }
  };

  const openDrawer = () => {
    // The links must be in the dialog before showModal(), which focuses its first focusable element.
    flushSync(() => setDrawerOpen(true));
    drawerRef.current?.showModal();
    document.body.classList.add('modal-open');
  };
  const closeDrawer = () => drawerRef.current?.close();

  // A modal <dialog> lets Tab leave for the browser's own controls after its last item; wrap instead.
  const wrapDrawerTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    } else if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    }
  };

  return (
    <>
      <nav ref={navRef} aria-label="Main" className="hidden lg:block">
        <ul className="flex list-none flex-wrap items-center gap-1 p-0">
          {items.map((item, i) => {
            const hasPanel = item.kind === 'models-mega' || (item.children?.length ?? 0) > 0;
            if (!hasPanel && item.href) {
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
            const panelId = `nav-panel-${i}`;
            const groups = panelLinks(item, modelGroups);
            const mega = item.kind === 'models-mega' || item.kind === 'brands-mega';
            return (
              <li
                key={item.label}
                className="relative"
                onMouseEnter={() => {
                  if (open !== i) hoverOpened.current = i;
                  setOpen(i);
                }}
                onMouseLeave={() => {
                  hoverOpened.current = null;
                  setOpen((o) => (o === i ? null : o));
                }}
                onKeyDown={onKey(i)}
                onBlur={(e) => {
                  // Tabbing (or clicking) out of the button and its panel closes the panel.
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
                    setOpen((o) => (o === i ? null : o));
                  }
                }}
              >
                <button
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  type="button"
                  aria-expanded={open === i}
                  aria-controls={panelId}
                  onClick={() => {
                    const keepOpen = hoverOpened.current === i;
                    hoverOpened.current = null;
                    setOpen((o) => (o === i && !keepOpen ? null : i));
                  }}
                  className={`${linkClass} min-h-6 cursor-pointer`}
                >
                  {item.label} <span aria-hidden="true">▾</span>
                </button>
                <div
                  id={panelId}
                  hidden={open !== i}
                  className={`bg-surface text-ink border-line rounded-theme absolute top-full left-0 z-30 border p-3 shadow-lg ${
                    mega ? 'w-[min(90vw,48rem)]' : 'min-w-56'
                  }`}
                >
                  {open === i && (
                    <div className={mega ? 'grid grid-cols-2 gap-4 md:grid-cols-3' : ''}>
                      {groups.map((g) => (
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
                                <SiteLink href={m.href} className={linkClass} onClick={() => setOpen(null)}>
                                  {m.label}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        onClick={openDrawer}
        aria-haspopup="dialog"
        className="rounded-theme border-primary-contrast min-h-11 cursor-pointer border px-4 py-2 font-semibold lg:hidden"
      >
        Menu
      </button>
      <dialog
        ref={drawerRef}
        aria-label="Menu"
        onKeyDown={wrapDrawerTab}
        onClose={() => {
          document.body.classList.remove('modal-open');
          setDrawerOpen(false);
        }}
        className="bg-surface text-ink m-0 ml-auto h-dvh max-h-dvh w-[min(22rem,100vw)] max-w-none overflow-y-auto p-4 backdrop:bg-black/50"
      >
        {drawerOpen && (
          <>
            <div className="mb-2 flex justify-end">
              <button
                type="button"
                onClick={closeDrawer}
                className="rounded-theme border-line min-h-11 cursor-pointer border px-4 py-2"
              >
                Close menu
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className="list-none p-0">
                {items.map((item) => (
                  <li key={item.label} className="border-line border-b py-1">
                    {item.href && !item.children?.length ? (
                      <SiteLink href={item.href} className={linkClass} onClick={closeDrawer}>
                        {item.label}
                      </SiteLink>
                    ) : (
                      <details>
                        <summary className={`${linkClass} min-h-6 cursor-pointer`}>{item.label}</summary>
                        <ul className="list-none pl-3">
                          {panelLinks(item, modelGroups).flatMap((g) =>
                            g.models.map((m) => (
                              <li key={m.href + m.label}>
                                <SiteLink href={m.href} className={linkClass} onClick={closeDrawer}>
                                  {g.make && item.kind === 'models-mega' ? `${g.make} ${m.label}` : m.label}
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
          </>
        )}
      </dialog>
    </>
  );
}
