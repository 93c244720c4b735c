import { ServerImage } from '@/ui/media/server-image';
import { DISCOVER_MORE_LABEL, type THomeSlide } from '@/domain/content/home-content';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { ContentLink } from './content-link';

type TProps = { slide: THomeSlide; id: string; priority: boolean };

/**
 * One slide: its picture (the page's LCP image when `priority`: preloaded, high priority, never lazy) and a
 * panel with its title and the Discover More button, over the picture from 576 px up, under it on phones.
 */
export function HomeSlide({ slide, id, priority }: TProps) {
  const titleId = `${id}-title`;
  return (
    <div className="sm:relative">
      <div className="bg-surface-alt relative aspect-[3/2] overflow-hidden sm:aspect-[2/1] lg:aspect-[5/2]">
        <ServerImage
          src={slide.image.url}
          alt={slide.image.alt}
          fill
          sizes="(min-width: 1400px) 1400px, 100vw"
          className="object-cover object-bottom"
          preload={priority}
          unoptimized={!isOptimisableImage(slide.image.url)}
        />
      </div>
      <div className="bg-primary text-primary-contrast sm:rounded-theme flex min-h-[10.25rem] flex-col items-start justify-between gap-3 px-4 py-4 sm:absolute sm:top-6 sm:left-6 sm:min-h-0 sm:max-w-md sm:p-6 sm:shadow-lg lg:top-10 lg:left-10">
        <h2 id={titleId} className="line-clamp-3 text-lg leading-snug font-bold sm:text-2xl">
          {slide.title}
        </h2>
        <ContentLink
          href={slide.href}
          aria-describedby={titleId}
          className="rounded-theme bg-accent text-accent-contrast inline-flex min-h-11 items-center px-5 py-2 font-semibold underline-offset-4 hover:underline"
        >
          {DISCOVER_MORE_LABEL}
        </ContentLink>
      </div>
    </div>
  );
}
