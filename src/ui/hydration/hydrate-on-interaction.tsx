'use client';

import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

type TGate = { promise: Promise<void>; open: () => void };

function gate(): TGate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Renders its children once the gate opens; until then it suspends, which keeps the server's HTML in place. */
function Held({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/** What shows a visitor is about to use the part: a pointer or a touch on it, focus inside it, a key pressed in it. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Server-rendered children whose JavaScript loads and hydrates only when the visitor starts to use them. Until
 * then they are the server's HTML, which already works: a form's fields take input and it posts itself (its
 * no-JavaScript path). Children that load lazily (React.lazy) keep their code out of the page's first-load
 * JavaScript, so a visitor who never touches the part never downloads or runs it.
 *
 * How: during hydration the children's Suspense boundary suspends on a gate, and React leaves a suspended
 * boundary's server HTML in place; native listeners on the window open the gate (React's own handlers, and any
 * listener below its root, never see an event aimed into a boundary it has not hydrated), and React hydrates the
 * boundary against the same HTML, keeping focus and what was typed. A boundary mounted after the page has
 * hydrated (a client-side navigation) renders at once.
 */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  // True only while React hydrates the server's HTML (the server snapshot); a client-side mount gets false.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // Decided once, at the first render: held while hydrating in the browser; never on the server or a client mount.
  const [held] = useState(() => (hydrating && typeof window !== 'undefined' ? gate() : null));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!held || !element) return;
    // On the window, in the capture phase: React stops events aimed into a boundary it has not hydrated at its root.
    const wake = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      held.open();
      stop();
    };
    const stop = () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
    };
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
    return stop;
  }, [held]);

  return (
    <div ref={ref}>
      <Suspense fallback={null}>{held ? <Held until={held.promise}>{children}</Held> : children}</Suspense>
    </div>
  );
}
