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
 * What the native menus gain once a buyer reaches for them (MenuEnhancer loads this). The Dropdowns inside `navId`:
 * a hover opens one (the click that follows keeps it open), Escape closes it and returns focus to its summary, focus
 * or a click leaving it closes it, following a link closes it, and the enclosing header carries `dropdown-open` while
 * one is open. The Drawer `drawerId`: `modal-open` on the body while it is open, and following a link closes it.
 * Answers the function that undoes it all.
 */
export function enhanceMenus(navId: string, drawerId: string): () => void {
  const undo = [enhanceDropdowns(navId), enhanceDrawer(drawerId)];
  return () => undo.forEach((u) => u());
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
  const openUnder = (item: Element) => {
    const details = item.querySelector('details');
    if (details && !details.open) {
      hoverOpened = details;
      details.open = true;
    }
  };
  const onEnter = (event: Event) => openUnder(event.currentTarget as Element);
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
  // The pointer that made the page load this may already rest on an item: open it as its mouseenter would have.
  const hovered = items.find((li) => li.matches(':hover'));
  if (hovered) openUnder(hovered);
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
  sync();
  drawer.addEventListener('click', onDrawerClick);
  return () => {
    observer.disconnect();
    drawer.removeEventListener('click', onDrawerClick);
    document.body.classList.remove('modal-open');
  };
}
