import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  describeContentIssue,
  isContentHref,
  isContentImageUrl,
  ZContentBlock,
  ZHomeSlide,
} from './home-content';

const image = { url: '/media/content/a.webp', width: 1600, height: 800, alt: 'A ute on a farm track' };
const block = {
  title: 'Finance Pre-Approval',
  body: 'Know your budget before you visit.',
  image,
  buttons: [{ label: 'Finance Pre-Approval', href: '/finance-pre-approval' }],
};

describe('isContentHref', () => {
  it.each([
    ['/valuations', true],
    ['/search/used-cars?query=ranger#results', true],
    ['/', true],
    ['https://www.nissan.com.au/offers', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/with space', false],
    ['http://plain.example', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['mailto:sales@dealer.example', false],
    ['valuations', false],
    ['https://', false],
    ['https://bad host.example', false],
    ['', false],
  ])('%j -> %s', (href, expected) => {
    expect(isContentHref(href)).toBe(expected);
  });
});

describe('isContentImageUrl', () => {
  it.each([
    ['/media/content/slide.webp', true],
    ['https://cdn.dealer.example/slide.jpg', true],
    ['//cdn.dealer.example/slide.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
  ])('%j -> %s', (url, expected) => {
    expect(isContentImageUrl(url)).toBe(expected);
  });
});

describe('ZContentBlock', () => {
  it('accepts a block with an image and buttons, trimming its text', () => {
    const parsed = ZContentBlock.parse({ ...block, title: '  Finance Pre-Approval ' });
    expect(parsed.title).toBe('Finance Pre-Approval');
    expect(parsed.buttons).toHaveLength(1);
  });

  it('accepts a block without an image or buttons', () => {
    expect(ZContentBlock.safeParse({ ...block, image: null, buttons: [] }).success).toBe(true);
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title is required'],
    ['a javascript: button', { buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }, 'buttons.0.href'],
    ['a button without a label', { buttons: [{ label: '', href: '/service' }] }, 'buttons.0.label'],
    [
      'four buttons',
      { buttons: Array.from({ length: 4 }, () => ({ label: 'Book a Service', href: '/service' })) },
      'buttons holds at most 3 buttons',
    ],
    ['an image of no size', { image: { ...image, width: 0 } }, 'image.width'],
    ['an image from a data: URL', { image: { ...image, url: 'data:image/png;base64,AA' } }, 'image.url'],
  ])('refuses %s, naming the field', (_, change, message) => {
    const result = ZContentBlock.safeParse({ ...block, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeContentIssue(result.error)).toContain(message);
  });
});

describe('ZHomeSlide', () => {
  it('accepts a slide with a title, an image and a target', () => {
    expect(ZHomeSlide.parse({ title: 'The new range', href: '/search/new-cars', image }).href).toBe(
      '/search/new-cars',
    );
  });

  it('needs an image', () => {
    const result = ZHomeSlide.safeParse({ title: 'The new range', href: '/search/new-cars', image: null });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeContentIssue(result.error)).toMatch(/^image /);
  });
});

describe('describeContentIssue', () => {
  it('names the root when the value itself is wrong', () => {
    const result = ZHomeSlide.safeParse('not an object');
    expect(result.success).toBe(false);
    if (!result.success) expect(describeContentIssue(result.error)).not.toBe('');
  });

  it('says so when zod reported nothing', () => {
    expect(describeContentIssue(new z.ZodError([]))).toBe('is not valid');
  });
});
