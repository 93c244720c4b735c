import { ServerImage } from '@/ui/media/server-image';
import type { TContentBlock } from '@/domain/content/home-content';
import { modelDescriptionHtml } from '@/features/catalogue/model-description';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { Card } from '@/ui/card/card';
import { ContentLink } from './content-link';

const BUTTON =
  'rounded-theme inline-flex min-h-11 items-center px-4 py-2 font-semibold underline-offset-4 hover:underline';
const PRIMARY = `${BUTTON} bg-primary text-primary-contrast`;
const SECONDARY = `${BUTTON} border-primary text-ink border-2`;

type TProps = {
  block: TContentBlock;
  /** The block whose picture is the page's LCP image: preloaded, high priority, never lazy. */
  priority?: boolean;
};

/**
 * A content block: picture, title, text and up to three buttons (the first filled, the rest outlined).
 * The text is dealer data: plain text keeps its line breaks, HTML goes through the allow-list sanitiser.
 */
export function ContentBlockCard({ block, priority = false }: TProps) {
  const html = modelDescriptionHtml(block.body);
  return (
    <Card raised className="h-full">
      {block.image && (
        <ServerImage
          src={block.image.url}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw"
          preload={priority}
          unoptimized={!isOptimisableImage(block.image.url)}
          className="bg-surface-alt aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl leading-snug font-bold">{block.title}</h3>
        {html && (
          <div
            className="text-ink-muted space-y-3 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {block.buttons.length > 0 && (
          <div className="mt-auto flex flex-wrap gap-3 pt-2">
            {block.buttons.map((button, i) => (
              <ContentLink key={button.href + i} href={button.href} className={i === 0 ? PRIMARY : SECONDARY}>
                {button.label}
              </ContentLink>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
