import { describe, expect, it } from 'vitest';
import type { TContentBlock, THomeSlide } from './home-content';
import { lcpPicture } from './lcp-picture';

const image = { url: '/media/content/a.webp', width: 1200, height: 800, alt: '' };
const slide: THomeSlide = { title: 'Summer deals', href: '/special-offers', image };
const block = (withImage: boolean): TContentBlock => ({
  title: 'Finance',
  body: '',
  image: withImage ? image : null,
  buttons: [],
});

describe('lcpPicture', () => {
  it("is the slider's first picture whenever the home has slides", () => {
    expect(lcpPicture({ slides: [slide], blocks: [block(true)] })).toBe('slider');
  });

  it('is the first block picture without a slider (a dealer who removed every slide)', () => {
    expect(lcpPicture({ slides: [], blocks: [block(false), block(true)] })).toBe('blocks');
  });

  it("is the first car's photo when neither slides nor block pictures come before it", () => {
    expect(lcpPicture({ slides: [], blocks: [block(false)] })).toBe('cars');
    expect(lcpPicture({ slides: [], blocks: [] })).toBe('cars');
  });

  it('reads a page without a slider (special offers) by its blocks, then its cars', () => {
    expect(lcpPicture({ blocks: [block(true)] })).toBe('blocks');
    expect(lcpPicture({ blocks: [] })).toBe('cars');
  });
});
