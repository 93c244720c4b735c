import Image from 'next/image';
import type { TSite } from '@/server/websites/site.types';

/** The dealer's name, logo and phone over its theme colour. */
export function HomeMasthead({ site }: { site: TSite }) {
  return (
    <header className="bg-primary text-primary-contrast">
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <a href="/" className="flex items-center gap-3">
          {site.logoUrl ? (
            <span className="rounded-theme bg-white px-3 py-2">
              <Image src={site.logoUrl} alt={`${site.name} home`} width={160} height={32} unoptimized />
            </span>
          ) : (
            <span className="text-lg font-bold">{site.name}</span>
          )}
        </a>
        {site.phone && (
          <a
            href={`tel:${site.phone.replace(/\s+/g, '')}`}
            className="font-semibold underline-offset-4 hover:underline"
          >
            Call {site.phone}
          </a>
        )}
      </div>
      <div className="mx-auto max-w-[1400px] px-4 pt-6 pb-10 sm:px-6">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{site.name}</h1>
        <p className="mt-3 max-w-2xl text-lg opacity-90">
          New, used and demo cars, finance and trade-ins, from a dealer you can visit.
        </p>
      </div>
    </header>
  );
}
