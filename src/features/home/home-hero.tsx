import type { TSite } from '@/server/websites/site.types';

/** The home page's opening: who the dealer is, over its theme colour. */
export function HomeHero({ site }: { site: TSite }) {
  return (
    <section className="bg-primary text-primary-contrast">
      <div className="mx-auto max-w-[1400px] px-4 pt-4 pb-10 sm:px-6">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{site.name}</h1>
        <p className="mt-3 max-w-2xl text-lg">
          New, used and demo cars, finance and trade-ins, from a dealer you can visit.
        </p>
      </div>
    </section>
  );
}
