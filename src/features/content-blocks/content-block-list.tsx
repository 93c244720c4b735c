import type { TContentBlock } from '@/domain/content/home-content';
import { ContentBlockCard } from './content-block-card';

// Four blocks sit in one row on a wide screen; three (or fewer) in a row of three.
const COLUMNS = (count: number) =>
  count >= 4
    ? 'md:grid-cols-2 xl:grid-cols-4'
    : count === 3
      ? 'md:grid-cols-2 lg:grid-cols-3'
      : 'md:grid-cols-2';

type TProps = {
  blocks: TContentBlock[];
  heading: string;
  /** The first picture among the blocks is the page's LCP image (the blocks come first on the page). */
  priority?: boolean;
};

/** Content blocks under one heading (the home's, the special offers'); nothing when the site has none. */
export function ContentBlockList({ blocks, heading, priority = false }: TProps) {
  if (blocks.length === 0) return null;
  const lcp = priority ? blocks.findIndex((block) => block.image) : -1;
  return (
    <section aria-labelledby="content-blocks-heading">
      <h2 id="content-blocks-heading" className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      <ul className={`grid list-none grid-cols-1 gap-6 p-0 ${COLUMNS(blocks.length)}`}>
        {blocks.map((block, i) => (
          <li key={block.title + i}>
            <ContentBlockCard block={block} priority={i === lcp} />
          </li>
        ))}
      </ul>
    </section>
  );
}
