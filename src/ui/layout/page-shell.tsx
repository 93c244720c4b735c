import type { ReactNode } from 'react';

/** A page's main landmark (`#main`, the skip link's target) in the site's width, with its heading and intro. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {intro && <div className="text-ink-muted mt-3 max-w-3xl text-lg">{intro}</div>}
      {children}
    </main>
  );
}
