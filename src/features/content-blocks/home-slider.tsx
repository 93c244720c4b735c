import type { THomeSlide } from '@/domain/content/home-content';
import { HomeSlide } from './home-slide';
import { SlideCarousel } from './slide-carousel';

type TProps = {
  slides: THomeSlide[];
  /** The carousel's accessible name. */
  label: string;
  /** Whether the first slide's picture is the page's LCP image (preloaded, high priority). */
  priority: boolean;
};

/** The home page slider: slides rendered on the server, shown one at a time by a small client carousel. */
export function HomeSlider({ slides, label, priority }: TProps) {
  if (slides.length === 0) return null;
  return (
    <SlideCarousel
      label={label}
      titles={slides.map((s) => s.title)}
      slides={slides.map((slide, i) => (
        <HomeSlide key={i} slide={slide} id={`home-slide-${i + 1}`} priority={priority && i === 0} />
      ))}
    />
  );
}
