import type { TSite } from '@/server/websites/site.types';

/** The home page's opening: who the dealer is, on its theme colour; one line on phones so the slider shows early. */
export function HomeHero({ site }: { site: TSite }) {
  return (
    <section className="bg-primary text-primary-contrast">
      <div className="mx-auto max-w-[1400px] px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{site.name}</h1>
        <p className="mt-1 hidden max-w-2xl sm:block">
          New, used and demo cars, finance and trade-ins, from a dealer you can visit.
        </p>
      </div>
    </section>
  );
}
