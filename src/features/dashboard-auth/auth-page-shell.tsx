import type { ReactNode } from 'react';

/** The narrow page of a signed-out step (sign in, forgot or reset a password) under its heading. */
export function AuthPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
