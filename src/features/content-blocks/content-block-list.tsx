import type { TContentBlock } from '@/domain/content/home-content';
import { ContentBlockCard } from './content-block-card';

// Four blocks sit in one row on a wide screen; three (or fewer) in a row of three.
const COLUMNS = (count: number) =>
  count >= 4
    ? 'md:grid-cols-2 xl:grid-cols-4'
    : count === 3
      ? 'md:grid-cols-2 lg:grid-cols-3'
      : 'md:grid-cols-2';

/** The home page's content blocks under one heading; nothing when the site has none. */
export function ContentBlockList({ blocks, heading }: { blocks: TContentBlock[]; heading: string }) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="content-blocks-heading">
      <h2 id="content-blocks-heading" className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      <ul className={`grid list-none grid-cols-1 gap-6 p-0 ${COLUMNS(blocks.length)}`}>
        {blocks.map((block, i) => (
          <li key={block.title + i}>
            <ContentBlockCard block={block} />
          </li>
        ))}
      </ul>
    </section>
  );
}
