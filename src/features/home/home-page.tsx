import { lcpPicture } from '@/domain/content/lcp-picture';
import { ContentBlockList } from '@/features/content-blocks/content-block-list';
import { HomeSlider } from '@/features/content-blocks/home-slider';
import { CarCard } from '@/features/car-card/car-card';
import { siteCardProps } from '@/features/car-card/site-card-props';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import type { TSite } from '@/server/websites/site.types';
import { HomeHero } from './home-hero';

const LATEST_COUNT = 12;

/**
 * A site's home page: who the dealer is, its slider and content blocks from the site's data, then its newest
 * stock. Exactly one image is the LCP image (lcpPicture).
 */
export async function HomePage({ site }: { site: TSite }) {
  const [content, latest] = await Promise.all([
    getHomeContent(site.id),
    listLatestCars(site.id, site.dealershipIds, LATEST_COUNT),
  ]);
  const lcp = lcpPicture(content);
  const card = siteCardProps(site, new Date());
  return (
    <main id="main" className="flex-1">
      <HomeHero site={site} />
      <HomeSlider slides={content.slides} label={`${site.name} highlights`} priority={lcp === 'slider'} />
      <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-12 px-4 py-8 sm:px-6">
        <ContentBlockList blocks={content.blocks} heading="How can we help?" priority={lcp === 'blocks'} />
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="mb-6 text-2xl font-bold">
            Latest arrivals
          </h2>
          {latest.length === 0 ? (
            <p className="text-ink-muted">New stock is on its way. Call us to hear about it first.</p>
          ) : (
            <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
              {latest.map((car, i) => (
                <li key={car.id}>
                  <CarCard car={car} {...card} priority={lcp === 'cars' && i === 0} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
