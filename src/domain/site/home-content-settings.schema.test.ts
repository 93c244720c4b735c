import { describe, expect, it } from 'vitest';
import { MAX_HOME_SLIDES, ZHomeContentSettings } from './home-content-settings.schema';

const image = { url: '/media/slide.webp', width: 1600, height: 600, alt: '' };
const slide = { title: 'Spring sale', href: '/special-offers', image };

describe('ZHomeContentSettings', () => {
  it('accepts slides and blocks of the site’s shapes', () => {
    const value = {
      slides: [slide],
      blocks: [
        {
          title: 'Service',
          body: '<p>Book now</p>',
          image: null,
          buttons: [{ label: 'Book', href: '/service' }],
        },
      ],
    };
    expect(ZHomeContentSettings.parse(value)).toEqual(value);
  });

  it('refuses too many slides and a javascript: link, at their fields', () => {
    const result = ZHomeContentSettings.safeParse({
      slides: Array.from({ length: MAX_HOME_SLIDES + 1 }, () => slide),
      blocks: [
        { title: 'X', body: '', image: null, buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] },
      ],
    });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['slides', 'blocks.0.buttons.0.href']);
  });
});
