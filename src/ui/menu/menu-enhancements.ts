'use client';
import { useEffect } from 'react';

type TProps = { navId: string; drawerId: string };

const supportsInvokerCommands = () => 'command' in HTMLButtonElement.prototype;

/** Adds the listeners; answers the function that removes them all. */
function listenAll(listeners: [EventTarget, string, (event: never) => void, boolean?][]): () => void {
  for (const [target, type, handler, capture] of listeners)
    target.addEventListener(type, handler as EventListener, capture);
  return () => {
    for (const [target, type, handler, capture] of listeners) {
      target.removeEventListener(type, handler as EventListener, capture);
    }
  };
}

/**
 * What native menus gain once the page's script runs. The Dropdowns inside `navId`: a hover opens one (the click
 * that follows keeps it open), Escape closes it and returns focus to its summary, focus or a click leaving it closes
 * it, following a link closes it, and the enclosing header carries `dropdown-open` while one is open. The Drawer
 * `drawerId`: `modal-open` on the body while it is open, following a link closes it, and a browser without invoker
 * commands opens and closes it here. Renders nothing.
 */
export function MenuEnhancer({ navId, drawerId }: TProps) {
  useEffect(() => enhanceDropdowns(navId), [navId]);
  useEffect(() => enhanceDrawer(drawerId), [drawerId]);
  return null;
}

function enhanceDropdowns(navId: string): () => void {
  const nav = document.getElementById(navId);
  if (!nav) return () => {};
  const header = nav.closest('header');
  const dropdowns = [...nav.querySelectorAll('details')];
  let hoverOpened: HTMLDetailsElement | null = null;
  const close = (details: HTMLDetailsElement) => details.removeAttribute('open');
  const openOne = () => dropdowns.find((d) => d.open) ?? null;
  const sync = () => header?.classList.toggle('dropdown-open', openOne() !== null);

  const onToggle = () => sync();
  const onEnter = (event: Event) => {
    const details = (event.currentTarget as Element).querySelector('details');
    if (details && !details.open) {
      hoverOpened = details;
      details.open = true;
    }
  };
  const onLeave = (event: Event) => {
    const details = (event.currentTarget as Element).querySelector('details');
    if (details) close(details);
    hoverOpened = null;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const summary = target.closest('summary');
    if (summary && summary.parentElement === hoverOpened) {
      // The pointer opened it on the way to this click (a tap fires mouseenter first): keep it open.
      event.preventDefault();
      hoverOpened = null;
    } else if (target.closest('a[href]')) {
      const details = target.closest('details');
      if (details) close(details);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const details = openOne();
    if (event.key !== 'Escape' || !details) return;
    close(details);
    details.querySelector('summary')?.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    const details = (event.target as Element).closest('details');
    if (details?.open && !details.contains(event.relatedTarget as Node | null)) close(details);
  };
  const onDocumentClick = (event: MouseEvent) => {
    const details = openOne();
    if (details && !details.contains(event.target as Node)) close(details);
  };

  const items = dropdowns.map((d) => d.parentElement).filter((li): li is HTMLElement => li !== null);
  sync();
  return listenAll([
    [nav, 'toggle', onToggle, true],
    [nav, 'click', onClick],
    [nav, 'keydown', onKeyDown],
    [nav, 'focusout', onFocusOut],
    [document, 'click', onDocumentClick],
    ...items.flatMap((li): [EventTarget, string, (event: never) => void][] => [
      [li, 'mouseenter', onEnter],
      [li, 'mouseleave', onLeave],
    ]),
  ]);
}

function enhanceDrawer(drawerId: string): () => void {
  const drawer = document.getElementById(drawerId);
  if (!(drawer instanceof HTMLDialogElement)) return () => {};
  const sync = () => document.body.classList.toggle('modal-open', drawer.open);
  const observer = new MutationObserver(sync);
  observer.observe(drawer, { attributes: true, attributeFilter: ['open'] });

  const onDrawerClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) drawer.close();
  };
  // Without invoker commands (older browsers) the buttons that name the drawer do it here.
  const onDocumentClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest(`button[commandfor="${drawerId}"]`);
    if (!button || supportsInvokerCommands()) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !drawer.open) drawer.showModal();
    if (command === 'close') drawer.close();
  };
  sync();
  const unlisten = listenAll([
    [drawer, 'click', onDrawerClick],
    [document, 'click', onDocumentClick],
  ]);
  return () => {
    observer.disconnect();
    unlisten();
    document.body.classList.remove('modal-open');
  };
}
