import { z } from 'zod';
import { ZContentBlock, ZHomeSlide } from '../content/home-content';

/** Most slides and blocks one home page holds: past these the page only gets longer and slower. */
export const MAX_HOME_SLIDES = 8;
export const MAX_HOME_BLOCKS = 12;

/** The home page's slider and content blocks as the dashboard saves them: the shapes the site reads them with. */
export const ZHomeContentSettings = z.object({
  slides: z.array(ZHomeSlide).max(MAX_HOME_SLIDES, `holds at most ${MAX_HOME_SLIDES} slides`),
  blocks: z.array(ZContentBlock).max(MAX_HOME_BLOCKS, `holds at most ${MAX_HOME_BLOCKS} blocks`),
});
