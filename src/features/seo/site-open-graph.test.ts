import { describe, expect, it } from 'vitest';
import { defaultShareImage, siteOpenGraph } from './site-open-graph';

const slide = (url: string, alt: string) => ({
  title: 'Harbour drive',
  image: { url, width: 1400, height: 600, alt },
});

describe('defaultShareImage', () => {
  it.each([
    [
      'the first slide, with its size',
      { name: 'Alpha', logoUrl: '/media/logos/alpha.png' },
      [slide('/media/a.webp', 'A ute by the harbour'), slide('/media/b.webp', 'B')],
      { url: '/media/a.webp', width: 1400, height: 600, alt: 'A ute by the harbour' },
    ],
    [
      "the slide's title when its picture is decorative",
      { name: 'Alpha', logoUrl: null },
      [slide('/media/a.webp', '')],
      { url: '/media/a.webp', width: 1400, height: 600, alt: 'Harbour drive' },
    ],
    [
      'a raster logo without slides',
      { name: 'Alpha', logoUrl: '/media/logos/alpha.png' },
      [],
      { url: '/media/logos/alpha.png', alt: 'Alpha' },
    ],
    ['nothing for an SVG logo', { name: 'Alpha', logoUrl: '/media/logos/alpha.SVG?v=2' }, [], null],
    ['nothing without a logo', { name: 'Alpha', logoUrl: null }, [], null],
  ])('%s', (_, site, slides, expected) => {
    expect(defaultShareImage(site, slides)).toEqual(expected);
  });
});

describe('siteOpenGraph', () => {
  it("carries the site's name, the locale by country and og:url as the canonical path", () => {
    expect(siteOpenGraph({ name: 'Waikato Motors', country: 'NZ' }, '/models/hilux')).toEqual({
      siteName: 'Waikato Motors',
      type: 'website',
      locale: 'en_NZ',
      url: '/models/hilux',
    });
  });

  it("adds the page's own title, description and images", () => {
    const og = siteOpenGraph({ name: 'Alpha', country: 'AU' }, '/', {
      title: 'T',
      description: 'D',
      images: ['/media/x.webp'],
    });
    expect(og).toMatchObject({
      locale: 'en_AU',
      url: '/',
      title: 'T',
      description: 'D',
      images: ['/media/x.webp'],
    });
  });
});
