import Link from 'next/link';
import { SimilarCarsLoader } from './similar-cars-loader';

/**
 * The 404 of a car page (an unknown slug, or another site's car): says so and offers this site's cars like the one
 * asked for (the make and model its slug names), or its newest when the slug names nothing.
 */
export function CarNotFound() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-6 px-4 py-12 sm:px-6">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that car</h1>
      <p className="text-ink-muted">
        It may have been sold or moved. Here are cars in stock now, or go{' '}
        <Link href="/" className="font-semibold underline underline-offset-4">
          back to the home page
        </Link>
        .
      </p>
      <SimilarCarsLoader />
    </main>
  );
}
