import Link from 'next/link';

/** A path the site does not have, or a car that is not this site's. */
export default function SiteNotFound() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center gap-4 px-6 py-16">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that page</h1>
      <p className="text-ink-muted">It may have moved, or the car may have been sold.</p>
      <p>
        <Link href="/" className="font-semibold underline underline-offset-4">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
