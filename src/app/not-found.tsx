import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Site not found', robots: { index: false } };

/** Shown for a host that names no dealer site, and for any page outside a site. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that dealer site</h1>
      <p className="text-ink-muted">
        No dealer website is set up at this address. Check the address for typos, or contact the dealership
        you were looking for.
      </p>
    </main>
  );
}
