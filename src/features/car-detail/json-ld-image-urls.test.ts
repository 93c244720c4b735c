import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { jsonLdImageUrls } from './json-ld-image-urls';

const origin = 'https://sydney.example.com.au';

describe('jsonLdImageUrls', () => {
  it.each([
    [
      'site-relative file gets the origin',
      '/media/cars/a.webp',
      ['https://sydney.example.com.au/media/cars/a.webp'],
    ],
    [
      'absolute https is kept as it is',
      'https://img.dealer.com.au/1.jpg',
      ['https://img.dealer.com.au/1.jpg'],
    ],
    ['absolute http is kept as it is', 'http://img.dealer.com.au/1.jpg', ['http://img.dealer.com.au/1.jpg']],
    [
      'protocol-relative takes the site protocol',
      '//cdn.dealer.com.au/2.jpg',
      ['https://cdn.dealer.com.au/2.jpg'],
    ],
    ['the placeholder is left out', PLACEHOLDER_IMAGE_URL, []],
    ['a non-web scheme is left out', 'javascript:alert(1)', []],
    ['data URLs are left out', 'data:image/png;base64,AAAA', []],
  ])('%s', (_, url, expected) => {
    expect(jsonLdImageUrls([{ url }], origin)).toEqual(expected);
  });

  it('keeps the order of the photos and drops only the placeholder', () => {
    const images = [
      { url: 'https://img.dealer.com.au/1.jpg' },
      { url: PLACEHOLDER_IMAGE_URL },
      { url: '/media/cars/2.webp' },
    ];
    expect(jsonLdImageUrls(images, origin)).toEqual([
      'https://img.dealer.com.au/1.jpg',
      'https://sydney.example.com.au/media/cars/2.webp',
    ]);
  });

  it('never doubles the origin on an absolute URL', () => {
    const [url] = jsonLdImageUrls([{ url: 'https://img.dealer.com.au/1.jpg' }], origin);
    expect(url).not.toContain(origin);
  });
});
